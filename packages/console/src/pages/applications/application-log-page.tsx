import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { DetailsPage } from '../../components/details-page/details-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';

/** `/applications/{appId}/logs/{logId}`. */
export default function ApplicationLogPage() {
  const { t } = useTranslation();
  const { appId = '', logId = '' } = useParams();
  const tenantPath = useTenantPath();

  return (
    <DetailsPage
      title={t('details.log')}
      subtitle={logId}
      backTo={tenantPath(`applications/${appId}`)}
      backToTitle={t('details.application')}
    >
      <ComingSoon />
    </DetailsPage>
  );
}
