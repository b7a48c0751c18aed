import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { Alert } from '../../components/alert/alert';

/** A second-factor screen opened without its step (a reload, a shared link): sign in again. */
export const StepLost = () => {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <section data-testid="page-mfa-lost">
      <Alert tone="warning">{t('mfa.step_lost')}</Alert>
      <p>
        <Link to={{ pathname: '/sign-in', search }} replace>
          {t('mfa.back_to_sign_in')}
        </Link>
      </p>
    </section>
  );
};
