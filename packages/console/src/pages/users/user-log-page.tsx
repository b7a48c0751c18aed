import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { LogDetailsPage } from '../audit-logs/details/log-details-page';

/** `/users/{userId}/logs/{logId}`: one log of the user, opened from the user's logs tab. */
export default function UserLogPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const tenantPath = useTenantPath();
  return <LogDetailsPage backTo={tenantPath(`users/${userId}/logs`)} backToTitle={t('details.user')} />;
}
