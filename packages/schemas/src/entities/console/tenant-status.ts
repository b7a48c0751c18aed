import type { Tenant } from './tenant';

export const tenantStatuses = ['suspended', 'overdue', 'mauExceeded'] as const;
type TenantStatus = (typeof tenantStatuses)[number];

/**
 * The status tag of a tenant, first match wins: suspended; overdue when any open invoice
 * exists; MAU exceeded when active users are at or above a non-null MAU limit; else undefined.
 */
export const getTenantStatus = (
  tenant: Pick<Tenant, 'isSuspended' | 'openInvoices' | 'usage' | 'quota'>,
): TenantStatus | undefined => {
  if (tenant.isSuspended) {
    return 'suspended';
  }
  if (tenant.openInvoices.length > 0) {
    return 'overdue';
  }
  const { mauLimit } = tenant.quota;
  if (mauLimit !== null && tenant.usage.activeUsers >= mauLimit) {
    return 'mauExceeded';
  }
  return undefined;
};
