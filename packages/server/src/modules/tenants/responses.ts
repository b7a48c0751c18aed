import {
  developmentPlanQuota,
  placeholderFreeQuota,
  type TenantResponse,
  type TenantRole,
} from '@tessera/schemas';
import type { TenantRow } from '../../tenancy/tenant-queries.js';
import { tenantPathPrefix } from '../../tenancy/tenant-urls.js';

/** The current billing period: the calendar month (UTC) `now` falls in. */
export function currentPeriod(now = new Date()) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/**
 * A tenant as its member sees it. Billing is not wired yet: a development tenant is on the `dev`
 * plan with its MAU limit (spec 001 §9), a production one on `free` with the placeholder quota;
 * no invoices, never suspended. `activeUsers` counts the current period.
 */
export function toTenantResponse(
  row: TenantRow,
  role: TenantRole,
  facts: { endpoint: string; activeUsers: number; now?: Date },
): TenantResponse {
  const isDevelopment = row.tag === 'development';
  const period = currentPeriod(facts.now);
  const planId = isDevelopment ? 'dev' : 'free';
  return {
    id: row.id,
    name: row.name,
    tag: row.tag,
    indicator: `${facts.endpoint}${tenantPathPrefix(row.id)}`,
    subscription: {
      status: 'active',
      planId,
      currentPeriodStart: period.start.toISOString(),
      currentPeriodEnd: period.end.toISOString(),
      isEnterprisePlan: false,
      isAddOnAvailable: false,
    },
    usage: { activeUsers: facts.activeUsers, tokenUsage: 0 },
    quota: isDevelopment
      ? { mauLimit: developmentPlanQuota.mauLimit, tokenLimit: null }
      : { mauLimit: placeholderFreeQuota.mauLimit, tokenLimit: placeholderFreeQuota.tokenLimit },
    openInvoices: [],
    isSuspended: false,
    planId,
    regionName: row.region_name,
    createdAt: row.created_at.getTime(),
    role,
  };
}
