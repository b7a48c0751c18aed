import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { StandaloneLayout } from '../../components/standalone-layout/standalone-layout';

/** `/{tenantId}/welcome`: the first screen after sign-up. */
export default function WelcomePage() {
  const { t } = useTranslation();
  return (
    <StandaloneLayout title={t('session.welcome_title')}>
      <ComingSoon />
    </StandaloneLayout>
  );
}
