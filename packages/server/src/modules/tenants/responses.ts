import type { Invoice, TenantResponse, TenantRole } from '@tessera/schemas';
import type { TenantRow } from '../../tenancy/tenant-queries.js';
import { tenantPathPrefix } from '../../tenancy/tenant-urls.js';
import type { SubscriptionPlan } from '@tessera/schemas';
import type { SubscriptionRow } from '../subscriptions/queries.js';
import { toTenantSubscription } from '../subscriptions/subscription.js';

/**
 * A tenant as its member sees it: its subscription and the plan it names, the MAU and token
 * limits of that plan, the usage of the current period and its open (unpaid) invoices.
 * Suspension is an operator's (modules/tenant-suspension).
 */
export function toTenantResponse(
  row: TenantRow,
  role: TenantRole,
  facts: {
    endpoint: string;
    subscription: SubscriptionRow | undefined;
    plan: SubscriptionPlan;
    usage: { activeUsers: number; tokenUsage: number };
    openInvoices: Invoice[];
    now?: Date;
  },
): TenantResponse {
  const { plan } = facts;
  const subscription = toTenantSubscription(facts.subscription, plan.id, facts.now);
  return {
    id: row.id,
    name: row.name,
    tag: row.tag,
    indicator: `${facts.endpoint}${tenantPathPrefix(row.id)}`,
    subscription,
    usage: facts.usage,
    quota: { mauLimit: plan.quota.mauLimit, tokenLimit: plan.quota.tokenLimit },
    openInvoices: facts.openInvoices,
    isSuspended: row.is_suspended,
    planId: plan.id,
    planName: plan.name,
    regionName: row.region_name,
    createdAt: row.created_at.getTime(),
    role,
  };
}
