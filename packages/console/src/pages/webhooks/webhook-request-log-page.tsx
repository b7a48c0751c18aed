import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { DetailsPage } from '../../components/details-page/details-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { WebhookRequestLog } from './request-log/webhook-request-log';

/** `/webhooks/{hookId}/recent-requests/{logId}`: one delivery, request and response. */
export default function WebhookRequestLogPage() {
  const { t } = useTranslation();
  const { hookId = '', logId = '' } = useParams();
  const tenantPath = useTenantPath();
  const backTo = tenantPath(`webhooks/${hookId}/recent-requests`);

  return (
    <DetailsPage
      title={t('details.webhook_request')}
      subtitle={logId}
      backTo={backTo}
      backToTitle={t('details.webhook')}
    >
      <WebhookRequestLog logId={logId} backTo={backTo} backToTitle={t('details.webhook')} />
    </DetailsPage>
  );
}
