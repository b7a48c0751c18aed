import { Navigate } from 'react-router';

import { useTenantPermissions } from '../../auth/use-tenant-permissions';
import { getDefaultTenantSettingsTab } from './tabs';

/** `/tenant-settings` → the first tab the member may see. */
export default function TenantSettingsIndex() {
  const { canManageTenant } = useTenantPermissions();
  return <Navigate to={getDefaultTenantSettingsTab(canManageTenant)} replace />;
}
