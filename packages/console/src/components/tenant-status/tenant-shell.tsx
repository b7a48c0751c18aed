import { AppShell } from '../app-shell/app-shell';
import { SuspendedPage } from './suspended-page';
import { useCurrentTenant } from './use-current-tenant';

/** A suspended cloud tenant shows the suspended page instead of its shell (spec 000 §2.5). */
export const TenantShell = () => {
  const { tenant } = useCurrentTenant();
  return tenant?.isSuspended ? <SuspendedPage /> : <AppShell />;
};
