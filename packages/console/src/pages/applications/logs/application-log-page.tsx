import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { DetailsPage } from '../../../components/details-page/details-page';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { LogDetails } from '../../audit-logs/details/log-details';

/** `/applications/{appId}/logs/{logId}`: an audit log seen from its application. */
export default function ApplicationLogPage() {
  const { t } = useTranslation();
  const { appId = '', logId = '' } = useParams();
  const tenantPath = useTenantPath();
  const backTo = tenantPath(`applications/${appId}`);
  const backToTitle = t('details.application');

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
