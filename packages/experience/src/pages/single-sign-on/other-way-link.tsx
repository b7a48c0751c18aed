import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import styles from '../../components/form-layout/form-layout.module.css';
import { screenPaths, userChoiceState } from '../../interaction/screen-links';

/** Back to the sign-in page, for those who do not sign in through their company. */
export const OtherWayLink = () => {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <p className={styles.aside}>
      <Link
        to={{ pathname: screenPaths.signIn, search }}
        state={userChoiceState}
        data-testid="sso-other-way"
      >
        {t('single_sign_on.other_way')}
      </Link>
    </p>
  );
};
