import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { useTenantPermissions } from '../../auth/use-tenant-permissions';
import { ListPage } from '../../components/list-page/list-page';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { getVisibleTenantSettingsTabs } from './tabs';

/** `/tenant-settings/{tab}` (cloud only). */
export default function TenantSettingsPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { canManageTenant } = useTenantPermissions();
  const tabs = useTabItems(tenantPath('tenant-settings'), getVisibleTenantSettingsTabs(canManageTenant));

  return (
    <ListPage title={t('pages.tenant_settings.title')} subtitle={t('pages.tenant_settings.subtitle')} tabs={tabs}>
      <Outlet />
    </ListPage>
  );
}
