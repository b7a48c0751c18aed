import { sql, type Kysely } from 'kysely';
import { adminTenantId, defaultTenantId } from '@tessera/schemas';
import type { Database } from '../../db/schema.js';

/**
 * Holds the free-tenant count of one console user until the transaction `trx` ends: a second
 * creation or re-tag for the same user waits here, and then counts what the first committed.
 * An advisory lock, so it needs no row and works on PGlite as on PostgreSQL.
 */
export const lockFreeTenantCount = async (trx: Kysely<Database>, userId: string) => {
  await sql`select pg_advisory_xact_lock(hashtext(${`free-tenant-cap:${userId}`}))`.execute(trx);
};

/** The ids of the tenant rows of a database created before `before` (the built-in tenants aside). */
export const findTenantIdsCreatedBefore = async (db: Kysely<Database>, before: Date) =>
  (
    await db
      .selectFrom('tenants')
      .select('id')
      .where('created_at', '<', before)
      .where('id', 'not in', [adminTenantId, defaultTenantId])
      .execute()
  ).map((row) => row.id);
