import { useTranslation } from 'react-i18next';

import { ListPage } from '../../components/list-page/list-page';
import { AuditLogsTable } from './list/audit-logs-table';

/** `/audit-logs`. */
export default function AuditLogsPage() {
  const { t } = useTranslation();
  return (
    <ListPage title={t('pages.audit_logs.title')} subtitle={t('pages.audit_logs.subtitle')}>
      <AuditLogsTable />
    </ListPage>
  );
}
