import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';

import { useTenant } from '../../api/tenants/queries';
import { useTenantPermissions } from '../../auth/use-tenant-permissions';
import { ListPage } from '../../components/list-page/list-page';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { getVisibleTenantSettingsTabs } from './tabs';

/** `/tenant-settings/{tab}` (cloud only). */
export default function TenantSettingsPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { tenantId } = useParams();
  const { canManageTenant } = useTenantPermissions();
  const { data: tenant } = useTenant(tenantId);
  const isDevelopmentTenant = tenant?.tag !== 'production';
  const tabs = useTabItems(tenantPath('tenant-settings'), getVisibleTenantSettingsTabs(canManageTenant, isDevelopmentTenant));

  return (
    <ListPage title={t('pages.tenant_settings.title')} subtitle={t('pages.tenant_settings.subtitle')} tabs={tabs}>
      <Outlet />
    </ListPage>
  );
}
