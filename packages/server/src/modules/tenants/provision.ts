import type { Kysely } from 'kysely';
import { adminTenantId } from '@tessera/schemas';
import type { Database } from '../../db/schema.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import type { TenantSeed } from '../../tenancy/seed-tenants.js';
import { insertTenantIfMissing } from '../../tenancy/tenant-queries.js';
import { findCookieKeys, findPrivateKeys } from '../configs/oidc-key-queries.js';
import { seedManagementApiOf } from '../management-api/seed.js';
import { startSubscription } from '../subscriptions/subscription.js';

/**
 * Everything a tenant needs before its first request: the tenant row, its signing and cookie
 * keys, its first subscription (the plan its id and tag call for), and (but for the admin
 * tenant, which has no Management API of its own) its Management API as a resource of its own
 * and of the admin tenant, with the built-in roles holding it; answers the admin-tenant role that
 * administers it. Idempotent, and `db` may be a transaction: nothing here opens one. The sign-in
 * experience is not written: a tenant without a stored one serves the defaults
 * (sign-in-exp/queries.ts), so later default changes reach it too.
 */
export async function provisionTenant(db: Kysely<Database>, tenant: TenantSeed) {
  const { regionName, ...row } = tenant;
  await insertTenantIfMissing(db, regionName ? { ...row, region_name: regionName } : row);
  const scope = scopeToTenant(db, tenant.id);
  await findPrivateKeys(scope);
  await findCookieKeys(scope);
  await startSubscription(scope, tenant.tag);
  if (tenant.id === adminTenantId) {
    return undefined;
  }
  return seedManagementApiOf(db, tenant.id);
}
