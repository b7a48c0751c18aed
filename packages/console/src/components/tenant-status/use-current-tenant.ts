import { useParams } from 'react-router';

import { useTenant, useTenants } from '../../api/tenants/queries';
import { useConsoleConfig } from '../../api/well-known/queries';

/**
 * The cloud tenant of the current route, from the user's tenant list, and that list; nothing in
 * the open-source edition, which has no tenant list.
 */
export const useCurrentTenant = () => {
  const { edition } = useConsoleConfig();
  const { tenantId } = useParams();
  const isCloud = edition === 'cloud';
  const tenant = useTenant(tenantId, { enabled: isCloud });
  const tenants = useTenants({ enabled: isCloud });
  return { isCloud, tenant: isCloud ? tenant.data : undefined, tenants: isCloud ? tenants.data : undefined };
};
