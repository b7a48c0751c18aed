import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';

import { DetailsPage } from '../../components/details-page/details-page';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { organizationDetailsTabs } from './tabs';

/** `/organizations/{id}/{tab}`; each tab is a nested route rendered in the outlet. */
export default function OrganizationDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tenantPath = useTenantPath();
  const tabs = useTabItems(tenantPath(`organizations/${id}`), organizationDetailsTabs);

  return (
    <DetailsPage
      title={t('details.organization')}
      subtitle={id}
      backTo={tenantPath('organizations')}
      backToTitle={t('pages.organizations.title')}
      tabs={tabs}
    >
      <Outlet />
    </DetailsPage>
  );
}
