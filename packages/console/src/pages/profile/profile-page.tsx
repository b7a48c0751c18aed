import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { StandaloneLayout } from '../../components/standalone-layout/standalone-layout';

/** `/profile/*` and `/{tenantId}/profile/*`: the signed-in user's own account. */
export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <StandaloneLayout title={t('session.profile_title')} showProductTitle={false}>
      <ComingSoon />
    </StandaloneLayout>
  );
}
