import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';

import { DetailsPage } from '../../components/details-page/details-page';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { webhookDetailsTabs } from './tabs';

/** `/webhooks/{id}/{tab}`; each tab is a nested route rendered in the outlet. */
export default function WebhookDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tenantPath = useTenantPath();
  const tabs = useTabItems(tenantPath(`webhooks/${id}`), webhookDetailsTabs);

  return (
    <DetailsPage
      title={t('details.webhook')}
      subtitle={id}
      backTo={tenantPath('webhooks')}
      backToTitle={t('pages.webhooks.title')}
      tabs={tabs}
    >
      <Outlet />
    </DetailsPage>
  );
}
