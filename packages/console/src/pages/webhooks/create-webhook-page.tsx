import { useTranslation } from 'react-i18next';

import { CreateDialogRoute } from '../../components/create-dialog-route/create-dialog-route';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import WebhooksPage from './webhooks-page';

/** `/webhooks/create`: the list with the create dialog over it. */
export default function CreateWebhookPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  return (
    <>
      <WebhooksPage />
      <CreateDialogRoute title={t('create.webhook')} closeTo={tenantPath('webhooks')} />
    </>
  );
}
