import type { TenantResponse } from '@tessera/schemas';

import { DevTenantNotice } from './dev-tenant-notice';
import { MauExceededModal } from './mau-exceeded-modal';
import { OverduePaymentModal } from './overdue-payment-modal';
import { ProductionBanner } from './production-banner';
import { useSessionDismissal } from './session-dismissal';
import { useCurrentTenant } from './use-current-tenant';
import { useDevTenantNotice } from './use-dev-tenant-notice';

const isMauExceeded = ({ usage, quota }: TenantResponse) => quota.mauLimit !== null && usage.activeUsers >= quota.mauLimit;

/** Open invoices matter for paid tenants; a development tenant is never billed. */
const isOverdue = (tenant: TenantResponse) => tenant.tag !== 'development' && tenant.openInvoices.length > 0;

/**
 * The tenant shell's notices in the cloud edition (spec 000 §4.8): the production banner, and one
 * modal at a time, most pressing first: overdue payment, MAU exceeded, the development-tenant
 * notice. The two upsell modals close for the session; the notice until it is read. A suspended
 * tenant shows none of them (it shows the suspended page instead of the shell).
 */
export const TenantStatusNotices = () => {
  const { tenant, tenants } = useCurrentTenant();
  const [isOverdueClosed, closeOverdue] = useSessionDismissal(`overdue:${tenant?.id ?? ''}`);
  const [isMauClosed, closeMau] = useSessionDismissal(`mau-exceeded:${tenant?.id ?? ''}`);
  const devNotice = useDevTenantNotice(tenant);
  if (!tenant || tenant.isSuspended) {
    return null;
  }
  const shown = [
    isOverdue(tenant) && !isOverdueClosed && ('overdue' as const),
    isMauExceeded(tenant) && !isMauClosed && ('mauExceeded' as const),
    devNotice.isUnread && ('devNotice' as const),
  ].find(Boolean);
  const hasProduction = tenants?.some((each) => each.tag === 'production') ?? true;

  return (
    <>
      {!hasProduction && <ProductionBanner />}
      <OverduePaymentModal tenant={tenant} open={shown === 'overdue'} onClose={closeOverdue} />
      <MauExceededModal tenant={tenant} open={shown === 'mauExceeded'} onClose={closeMau} />
      <DevTenantNotice open={shown === 'devNotice'} onRead={devNotice.markRead} />
    </>
  );
};
