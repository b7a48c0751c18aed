import { useTranslation } from 'react-i18next';

import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { LogDetailsPage } from './details/log-details-page';

/** `/audit-logs/{logId}`. */
export default function AuditLogDetailsPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  return <LogDetailsPage backTo={tenantPath('audit-logs')} backToTitle={t('pages.audit_logs.title')} />;
}
