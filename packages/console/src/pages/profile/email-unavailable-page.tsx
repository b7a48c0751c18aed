import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '../../ds/button/button';
import { ProfileStep } from './profile-step';
import styles from './profile.module.css';

/**
 * `profile/link-email` and `profile/verification-code`. Linking an email sends a verification
 * code, which needs an email connector; until the server has one the step says so plainly
 * instead of starting a flow that cannot finish.
 */
export const EmailUnavailablePage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ProfileStep
      title={t('profile.email.unavailable_title')}
      description={t('profile.email.unavailable_description')}
      data-testid="email-unavailable"
    >
      <div className={styles.formActions}>
        <Button variant="primary" onClick={() => void navigate('..')}>
          {t('general.back_to', { page: t('profile.title') })}
        </Button>
      </div>
    </ProfileStep>
  );
};
