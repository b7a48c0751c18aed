import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { DetailsPage } from '../../components/details-page/details-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';

/** `/webhooks/{hookId}/recent-requests/{logId}`. */
export default function WebhookRequestLogPage() {
  const { t } = useTranslation();
  const { hookId = '', logId = '' } = useParams();
  const tenantPath = useTenantPath();

  return (
    <DetailsPage
      title={t('details.webhook_request')}
      subtitle={logId}
      backTo={tenantPath(`webhooks/${hookId}/recent-requests`)}
      backToTitle={t('details.webhook')}
    >
      <ComingSoon />
    </DetailsPage>
  );
}
