import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';

import { DetailsPage } from '../../components/details-page/details-page';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { organizationRoleDetailsTabs } from './tabs';

/** `/organization-template/organization-roles/{id}/{tab}`. */
export default function OrganizationRoleDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tenantPath = useTenantPath();
  const tabs = useTabItems(tenantPath(`organization-template/organization-roles/${id}`), organizationRoleDetailsTabs);

  return (
    <DetailsPage
      title={t('details.organization_role')}
      subtitle={id}
      backTo={tenantPath('organization-template/organization-roles')}
      backToTitle={t('pages.organization_template.title')}
      tabs={tabs}
    >
      <Outlet />
    </DetailsPage>
  );
}
