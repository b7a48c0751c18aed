import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The tenant's suspension, or undefined when there is no such tenant. */
export const findTenantSuspensionById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('tenants').select(['id', 'is_suspended', 'suspended_at']).where('id', '=', id).executeTakeFirst();

/** Suspends the tenant, keeping the date of a suspension already in force. */
export const suspendTenantById = (db: Kysely<Database>, id: string, at: Date) =>
  db
    .updateTable('tenants')
    .set((eb) => ({ is_suspended: true, suspended_at: eb.fn.coalesce('suspended_at', eb.val(at)) }))
    .where('id', '=', id)
    .returning(['id', 'is_suspended', 'suspended_at'])
    .executeTakeFirst();

export const unsuspendTenantById = (db: Kysely<Database>, id: string) =>
  db
    .updateTable('tenants')
    .set({ is_suspended: false, suspended_at: null })
    .where('id', '=', id)
    .returning(['id', 'is_suspended', 'suspended_at'])
    .executeTakeFirst();
