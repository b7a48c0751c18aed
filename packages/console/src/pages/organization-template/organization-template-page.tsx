import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { ListPage } from '../../components/list-page/list-page';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { organizationTemplateTabs } from './tabs';

/** `/organization-template/{tab}`. */
export default function OrganizationTemplatePage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const tabs = useTabItems(tenantPath('organization-template'), organizationTemplateTabs);

  return (
    <ListPage
      title={t('pages.organization_template.title')}
      subtitle={t('pages.organization_template.subtitle')}
      tabs={tabs}
    >
      <Outlet />
    </ListPage>
  );
}
