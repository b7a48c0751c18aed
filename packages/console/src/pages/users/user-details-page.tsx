import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';

import { DetailsPage } from '../../components/details-page/details-page';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { userDetailsTabs } from './tabs';

/** `/users/{id}/{tab}`; each tab is a nested route rendered in the outlet. */
export default function UserDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tenantPath = useTenantPath();
  const tabs = useTabItems(tenantPath(`users/${id}`), userDetailsTabs);

  return (
    <DetailsPage
      title={t('details.user')}
      subtitle={id}
      backTo={tenantPath('users')}
      backToTitle={t('pages.users.title')}
      tabs={tabs}
    >
      <Outlet />
    </DetailsPage>
  );
}
