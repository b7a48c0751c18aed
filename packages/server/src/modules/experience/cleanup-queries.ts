import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Clean-up across tenants: codes expired for over an hour. Until then an interaction that is
 * still open hears `verification_code.expired` rather than `not_found` for its code.
 */
export const deleteExpiredPasscodes = (db: Kysely<Database>) =>
  db.deleteFrom('passcodes').where('expires_at', '<', sql<Date>`now() - interval '1 hour'`).execute();
