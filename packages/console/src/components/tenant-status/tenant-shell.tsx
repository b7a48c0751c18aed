import { AppShell } from '../app-shell/app-shell';
import { SuspendedPage } from './suspended-page';
import { useCurrentTenant } from './use-current-tenant';
import { useSuspensionWatch } from './use-suspension-watch';

/** A suspended cloud tenant shows the suspended page instead of its shell (spec 000 §2.5). */
export const TenantShell = () => {
  const { tenant, isCloud } = useCurrentTenant();
  return isCloud ? <CloudTenantShell isSuspended={tenant?.isSuspended ?? false} /> : <AppShell />;
};

const CloudTenantShell = ({ isSuspended }: { isSuspended: boolean }) => {
  useSuspensionWatch();
  return isSuspended ? <SuspendedPage /> : <AppShell />;
};
