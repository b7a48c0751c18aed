import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';

import { DetailsPage } from '../../components/details-page/details-page';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { roleDetailsTabs } from './tabs';

/** `/roles/{id}/{tab}`; each tab is a nested route rendered in the outlet. */
export default function RoleDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tenantPath = useTenantPath();
  const tabs = useTabItems(tenantPath(`roles/${id}`), roleDetailsTabs);

  return (
    <DetailsPage
      title={t('details.role')}
      subtitle={id}
      backTo={tenantPath('roles')}
      backToTitle={t('pages.roles.title')}
      tabs={tabs}
    >
      <Outlet />
    </DetailsPage>
  );
}
