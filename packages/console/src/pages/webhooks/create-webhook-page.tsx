import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { RouteDialog } from '../../components/route-dialog/route-dialog';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { CreateWebhookForm } from './create/create-webhook-form';
import WebhooksPage from './webhooks-page';

/** `/webhooks/create`: the list with the create dialog over it. */
export default function CreateWebhookPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const navigate = useNavigate();
  const closeTo = tenantPath('webhooks');

  return (
    <>
      <WebhooksPage />
      <RouteDialog title={t('create.webhook')} closeTo={closeTo}>
        <CreateWebhookForm
          onCancel={() => navigate(closeTo)}
          onCreated={(hook) => navigate(tenantPath(`webhooks/${hook.id}`))}
        />
      </RouteDialog>
    </>
  );
}
