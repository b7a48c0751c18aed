import type { Kysely } from 'kysely';
import { adminTenantId, defaultTenantId } from '@tessera/schemas';
import type { Database } from '../db/schema.js';
import { insertTenantIfMissing } from './tenant-queries.js';

/** First-start data: the `default` tenant users sign in to and the `admin` tenant of the console. */
export async function seedTenants(db: Kysely<Database>) {
  await insertTenantIfMissing(db, { id: defaultTenantId, name: 'Default', tag: 'production' });
  await insertTenantIfMissing(db, { id: adminTenantId, name: 'Admin', tag: 'production' });
}
