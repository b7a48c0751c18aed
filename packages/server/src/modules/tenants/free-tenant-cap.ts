import { freeTenantCap, type TenantCreateBody } from '@tessera/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { systemPlanIds } from '../subscriptions/plan-catalogue.js';
import { findSubscription } from '../subscriptions/queries.js';
import { findTenantRolesOfUser } from './membership.js';

/** The key the cap is reported under in `data.exceededQuota`, beside the plans' quota keys. */
export const freeTenantCapKey = 'freeTenantsLimit';

/**
 * Refuses a new tenant that would start on the free plan (a production tenant) when the user is
 * already a member of `freeTenantCap` tenants on it, unless one of their tenants is on the
 * enterprise plan, whose contract covers more (spec 000 §4.4). Answers as any quota does:
 * 403 `subscription.quota_exceeded`. Development tenants start on the development plan and are
 * not counted.
 */
export async function assertWithinFreeTenantCap(
  db: Kysely<Database>,
  adminScope: TenantScope,
  userId: string,
  input: Pick<TenantCreateBody, 'tag'>,
) {
  if (input.tag !== 'production') {
    return;
  }
  const tenantIds = [...(await findTenantRolesOfUser(adminScope, userId)).keys()];
  const planIds = await Promise.all(
    tenantIds.map(async (tenantId) => (await findSubscription(scopeToTenant(db, tenantId)))?.plan_id),
  );
  const freeCount = planIds.filter((planId) => planId === systemPlanIds.free).length;
  if (freeCount >= freeTenantCap && !planIds.includes('enterprise')) {
    throw new RequestError('subscription.quota_exceeded', 403, { exceededQuota: { [freeTenantCapKey]: freeTenantCap } });
  }
}
