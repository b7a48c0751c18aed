import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';

import { DetailsPage } from '../../components/details-page/details-page';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { apiResourceDetailsTabs } from './tabs';

/** `/api-resources/{id}/{tab}`; each tab is a nested route rendered in the outlet. */
export default function ApiResourceDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tenantPath = useTenantPath();
  const tabs = useTabItems(tenantPath(`api-resources/${id}`), apiResourceDetailsTabs);

  return (
    <DetailsPage
      title={t('details.api_resource')}
      subtitle={id}
      backTo={tenantPath('api-resources')}
      backToTitle={t('pages.api_resources.title')}
      tabs={tabs}
    >
      <Outlet />
    </DetailsPage>
  );
}
