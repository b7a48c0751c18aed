import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { provisionTenant } from '../modules/tenants/provision.js';
import { firstStartTenants } from '../tenancy/seed-tenants.js';

/** Idempotent first-start data of every module, in dependency order. */
export async function seedAll(db: Kysely<Database>) {
  for (const tenant of firstStartTenants) {
    await provisionTenant(db, tenant);
  }
}
