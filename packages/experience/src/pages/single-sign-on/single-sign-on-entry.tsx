import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import buttonStyles from '../../components/button/button.module.css';
import { useSignInExperience } from '../../sign-in-exp/sign-in-exp-context';
import { ssoPaths } from '../../single-sign-on/sso-paths';
import styles from './single-sign-on.module.css';

/** The sign-in page's way to the company sign-in, when the tenant offers single sign-on. */
export const SingleSignOnEntry = () => {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { singleSignOnEnabled } = useSignInExperience();
  if (!singleSignOnEnabled) {
    return null;
  }
  return (
    <div className={styles.entry}>
      <Link
        to={{ pathname: ssoPaths.email, search }}
        className={clsx(buttonStyles.button, buttonStyles.secondary, styles.connector)}
        data-testid="single-sign-on-entry"
      >
        {t('single_sign_on.entry')}
      </Link>
    </div>
  );
};
