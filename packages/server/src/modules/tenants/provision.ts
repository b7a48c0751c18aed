import type { Kysely } from 'kysely';
import { adminTenantId } from '@tessera/schemas';
import type { Database } from '../../db/schema.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import type { TenantSeed } from '../../tenancy/seed-tenants.js';
import { insertTenantIfMissing } from '../../tenancy/tenant-queries.js';
import { findCookieKeys, findPrivateKeys } from '../configs/oidc-key-queries.js';
import { seedConsoleManagementApi, seedOwnManagementApi } from '../management-api/seed.js';
import { startSubscription } from '../subscriptions/subscription.js';

const tenantRow = ({ regionName, ...row }: TenantSeed) => (regionName ? { ...row, region_name: regionName } : row);

/**
 * The tenant's own rows, in the database of its region: the tenant row (which every row of the
 * tenant references), its signing and cookie keys, and (but for the admin tenant) its Management
 * API as a resource of its own with the machine-to-machine role holding it. Idempotent; `db` may
 * be a transaction.
 */
export async function provisionTenantRows(db: Kysely<Database>, tenant: TenantSeed) {
  await insertTenantIfMissing(db, tenantRow(tenant));
  const scope = scopeToTenant(db, tenant.id);
  await findPrivateKeys(scope);
  await findCookieKeys(scope);
  if (tenant.id !== adminTenantId) {
    await seedOwnManagementApi(db, tenant.id);
  }
}

/**
 * What the home database holds for a tenant: its directory entry (the tenant row: name, tag,
 * region), its first subscription (the plan its id and tag call for), and (but for the admin
 * tenant) its Management API as a resource of the admin tenant with the `{tenantId}:admin` role,
 * which it answers. Idempotent; `home` may be a transaction.
 */
export async function provisionTenantHome(home: Kysely<Database>, tenant: TenantSeed) {
  await insertTenantIfMissing(home, tenantRow(tenant));
  await startSubscription(scopeToTenant(home, tenant.id), tenant.tag);
  if (tenant.id === adminTenantId) {
    return undefined;
  }
  return seedConsoleManagementApi(home, tenant.id);
}

/**
 * Everything a tenant needs before its first request, when its region lives in the home
 * database (the built-in tenants always do): its rows and its home part, see above. The sign-in
 * experience is not written: a tenant without a stored one serves the defaults
 * (sign-in-exp/queries.ts), so later default changes reach it too. Answers the admin-tenant role
 * that administers the tenant.
 */
export async function provisionTenant(db: Kysely<Database>, tenant: TenantSeed) {
  await provisionTenantRows(db, tenant);
  return provisionTenantHome(db, tenant);
}
