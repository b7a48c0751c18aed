import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { ListPage } from '../../components/list-page/list-page';

/** `/audit-logs`. */
export default function AuditLogsPage() {
  const { t } = useTranslation();
  return (
    <ListPage title={t('pages.audit_logs.title')} subtitle={t('pages.audit_logs.subtitle')}>
      <ComingSoon />
    </ListPage>
  );
}
