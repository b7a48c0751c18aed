import type { Kysely } from 'kysely';
import { adminTenantId, defaultTenantId } from '@tessera/schemas';
import type { Database } from '../db/schema.js';
import { scopeToTenant } from '../db/tenant-scope.js';
import { seedManagementApi } from '../modules/management-api/seed.js';
import { seedTenants } from '../tenancy/seed-tenants.js';
import { findCookieKeys, findPrivateKeys } from '../modules/configs/oidc-key-queries.js';

/** Idempotent first-start data of every module, in dependency order. */
export async function seedAll(db: Kysely<Database>) {
  await seedTenants(db);
  for (const tenantId of [defaultTenantId, adminTenantId]) {
    const scope = scopeToTenant(db, tenantId);
    await findPrivateKeys(scope);
    await findCookieKeys(scope);
  }
  await seedManagementApi(db);
}
