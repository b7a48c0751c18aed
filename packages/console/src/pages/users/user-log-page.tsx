import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { DetailsPage } from '../../components/details-page/details-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';

/** `/users/{userId}/logs/{logId}`. */
export default function UserLogPage() {
  const { t } = useTranslation();
  const { userId = '', logId = '' } = useParams();
  const tenantPath = useTenantPath();

  return (
    <DetailsPage
      title={t('details.log')}
      subtitle={logId}
      backTo={tenantPath(`users/${userId}/logs`)}
      backToTitle={t('details.user')}
    >
      <ComingSoon />
    </DetailsPage>
  );
}
