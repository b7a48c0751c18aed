import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { DetailsPage } from '../../components/details-page/details-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { LogDetails } from './details/log-details';

/** `/audit-logs/{logId}`. */
export default function AuditLogDetailsPage() {
  const { t } = useTranslation();
  const { logId = '' } = useParams();
  const tenantPath = useTenantPath();
  const backTo = tenantPath('audit-logs');
  const backToTitle = t('pages.audit_logs.title');

  return (
    <DetailsPage
      title={t('details.log')}
      subtitle={logId}
      backTo={backTo}
      backToTitle={backToTitle}
    >
      <LogDetails logId={logId} backTo={backTo} backToTitle={backToTitle} />
    </DetailsPage>
  );
}
