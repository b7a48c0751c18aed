import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Attempts older than this play no part in any lockout window or block. */
const retentionDays = 7;

/** Clean-up across tenants: old attempts whose block (if any) has ended. */
export const deleteStaleSentinelActivities = (db: Kysely<Database>) =>
  db
    .deleteFrom('sentinel_activities')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${retentionDays})`)
    .where('decision_expires_at', '<', sql<Date>`now()`)
    .execute();
