import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { LogDetailsPage } from '../../audit-logs/details/log-details-page';

/** `/applications/{appId}/logs/{logId}`: an audit log seen from its application. */
export default function ApplicationLogPage() {
  const { t } = useTranslation();
  const { appId = '' } = useParams();
  const tenantPath = useTenantPath();
  return <LogDetailsPage backTo={tenantPath(`applications/${appId}`)} backToTitle={t('details.application')} />;
}
