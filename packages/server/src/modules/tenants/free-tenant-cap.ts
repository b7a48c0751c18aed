import { adminTenantId, freeTenantCap, type TenantTag } from '@tessera/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { systemPlanIds } from '../subscriptions/plan-catalogue.js';
import { findSubscription } from '../subscriptions/queries.js';
import { findTenantRolesOfUser } from './membership.js';
import { lockFreeTenantCount } from './queries.js';

/** The key the cap is reported under in `data.exceededQuota`, beside the plans' quota keys. */
export const freeTenantCapKey = 'freeTenantsLimit';

/**
 * Refuses one more tenant on the free plan for a user already a member of `freeTenantCap`
 * tenants on it, unless one of their tenants is on the enterprise plan, whose contract covers
 * more (spec 000 §4.4). Answers as any quota does: 403 `subscription.quota_exceeded`.
 *
 * `trx` is the home transaction that then writes the free tenant (a creation, or a re-tag that
 * moves a tenant to the free plan): the user's count is locked until it ends, so two writes
 * racing at the cap are counted one after the other.
 */
export async function assertFreeTenantAllowed(trx: Kysely<Database>, userId: string) {
  await lockFreeTenantCount(trx, userId);
  const tenantIds = [...(await findTenantRolesOfUser(scopeToTenant(trx, adminTenantId), userId)).keys()];
  const planIds = await Promise.all(
    tenantIds.map(async (tenantId) => (await findSubscription(scopeToTenant(trx, tenantId)))?.plan_id),
  );
  const freeCount = planIds.filter((planId) => planId === systemPlanIds.free).length;
  if (freeCount >= freeTenantCap && !planIds.includes('enterprise')) {
    throw new RequestError('subscription.quota_exceeded', 403, { exceededQuota: { [freeTenantCapKey]: freeTenantCap } });
  }
}

/**
 * A new tenant starts on the free plan when it is a production one; development tenants (on the
 * development plan) are not counted. See `assertFreeTenantAllowed` for `trx`.
 */
export async function assertWithinFreeTenantCap(trx: Kysely<Database>, userId: string, input: { tag?: TenantTag }) {
  if (input.tag === 'production') {
    await assertFreeTenantAllowed(trx, userId);
  }
}

/**
 * Re-tagging a tenant to production moves it from the development plan to the free one
 * (`alignPlanWithTag`), so it is held to the cap as a creation is; a tenant on a plan a checkout
 * chose keeps it and is not counted. Call before the tag changes, in the transaction changing it.
 */
export async function assertRetagWithinFreeTenantCap(trx: Kysely<Database>, userId: string, tenantId: string, tag: TenantTag | undefined) {
  if (tag !== 'production') {
    return;
  }
  if ((await findSubscription(scopeToTenant(trx, tenantId)))?.plan_id === systemPlanIds.development) {
    await assertFreeTenantAllowed(trx, userId);
  }
}
