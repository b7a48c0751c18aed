import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Serialises first-administrator creation across requests, processes and instances for the rest
 * of the transaction (a PostgreSQL advisory lock, released at commit or rollback).
 */
export const lockFirstAdminCreation = async (trx: Kysely<Database>) => {
  await sql`select pg_advisory_xact_lock(hashtext('tessera:first-admin'))`.execute(trx);
};
