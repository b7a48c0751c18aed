import { adminTenantId, defaultTenantId, type TenantSubscription, type TenantTag } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { systemPlanIds, type PlanCatalogue } from './plan-catalogue.js';
import { findSubscription, insertSubscriptionIfMissing, updateSubscription, type SubscriptionRow } from './queries.js';

const builtInTenantIds: ReadonlySet<string> = new Set([adminTenantId, defaultTenantId]);

/**
 * The plan a tenant starts on: the built-in tenants on `admin` (never limited), development
 * tenants on `dev` (spec 001 §9), production tenants on `free` until a checkout moves them.
 */
export const initialPlanId = (tenantId: string, tag: TenantTag) => {
  if (builtInTenantIds.has(tenantId)) {
    return systemPlanIds.builtIn;
  }
  return tag === 'development' ? systemPlanIds.development : systemPlanIds.free;
};

/** Gives a tenant its first subscription; nothing when it has one. `scope` may be a transaction's. */
export const startSubscription = (scope: TenantScope, tag: TenantTag) =>
  insertSubscriptionIfMissing(scope, { plan_id: initialPlanId(scope.tenantId, tag), status: 'active' });

/** The current billing period without a provider's: the calendar month (UTC) `now` falls in. */
export function calendarPeriod(now = new Date()) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/** The period a subscription bills: the provider's, else the calendar month. */
export const billingPeriod = (row: SubscriptionRow | undefined, now = new Date()) =>
  row?.current_period_start && row.current_period_end
    ? { start: row.current_period_start, end: row.current_period_end }
    : calendarPeriod(now);

/** A tenant's subscription as the cloud API answers it. */
export function toTenantSubscription(
  row: SubscriptionRow | undefined,
  planId: string,
  now = new Date(),
): TenantSubscription {
  const period = billingPeriod(row, now);
  return {
    status: row?.status ?? 'active',
    planId,
    currentPeriodStart: period.start.toISOString(),
    currentPeriodEnd: period.end.toISOString(),
    isEnterprisePlan: planId === 'enterprise',
    isAddOnAvailable: row?.provider !== null && row?.provider !== undefined,
  };
}

/**
 * The tenant's subscription with the plan it names. A tenant without a row (none should exist:
 * provisioning and migration 0024 write one) is on the plan it would have started on; `tagOf`
 * is read only then.
 */
export async function findTenantPlan(scope: TenantScope, catalogue: PlanCatalogue, tagOf: () => Promise<TenantTag>) {
  const row = await findSubscription(scope);
  const plan = catalogue.planOf(row?.plan_id ?? initialPlanId(scope.tenantId, await tagOf()));
  return { row, plan };
}

/**
 * After a tenant's tag changes: a tenant on a plan the server assigned (free or dev) moves to the
 * one its new tag starts on; a plan a checkout chose stays.
 */
export async function alignPlanWithTag(scope: TenantScope, tag: TenantTag) {
  const row = await findSubscription(scope);
  const assigned: readonly string[] = [systemPlanIds.free, systemPlanIds.development];
  if (row && assigned.includes(row.plan_id)) {
    const planId = initialPlanId(scope.tenantId, tag);
    if (planId !== row.plan_id) {
      await updateSubscription(scope, { plan_id: planId });
    }
  }
}
