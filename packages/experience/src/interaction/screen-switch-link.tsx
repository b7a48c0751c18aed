import { Link, useLocation } from 'react-router';

import styles from '../components/form-layout/form-layout.module.css';
import type { Screen } from './first-screen';
import { screenPaths, userChoiceState } from './screen-links';

/**
 * "No account? Create one" and back: the link to the other screen, kept as the user's choice so
 * the first-screen default does not send them back, with the same query string.
 */
export const ScreenSwitchLink = ({
  to,
  text,
  linkText,
  'data-testid': testId,
}: {
  to: Screen;
  text: string;
  linkText: string;
  'data-testid': string;
}) => {
  const location = useLocation();
  return (
    <p className={styles.aside}>
      {text}
      <Link
        to={{ pathname: screenPaths[to], search: location.search }}
        state={userChoiceState}
        data-testid={testId}
      >
        {linkText}
      </Link>
    </p>
  );
};
