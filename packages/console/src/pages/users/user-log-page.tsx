import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { DetailsPage } from '../../components/details-page/details-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { LogDetails } from '../audit-logs/details/log-details';

/** `/users/{userId}/logs/{logId}`: one log of the user, opened from the user's logs tab. */
export default function UserLogPage() {
  const { t } = useTranslation();
  const { userId = '', logId = '' } = useParams();
  const tenantPath = useTenantPath();
  const backTo = tenantPath(`users/${userId}/logs`);
  const backToTitle = t('details.user');

  return (
    <DetailsPage title={t('details.log')} subtitle={logId} backTo={backTo} backToTitle={backToTitle}>
      <LogDetails logId={logId} backTo={backTo} backToTitle={backToTitle} />
    </DetailsPage>
  );
}
