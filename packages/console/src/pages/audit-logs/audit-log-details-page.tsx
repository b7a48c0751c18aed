import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { DetailsPage } from '../../components/details-page/details-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';

/** `/audit-logs/{logId}`. */
export default function AuditLogDetailsPage() {
  const { t } = useTranslation();
  const { logId = '' } = useParams();
  const tenantPath = useTenantPath();

  return (
    <DetailsPage
      title={t('details.log')}
      subtitle={logId}
      backTo={tenantPath('audit-logs')}
      backToTitle={t('pages.audit_logs.title')}
    >
      <ComingSoon />
    </DetailsPage>
  );
}
