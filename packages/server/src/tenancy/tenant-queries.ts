import type { Kysely, Selectable } from 'kysely';
import type { Database, TenantsTable } from '../db/schema.js';

export type TenantRow = Selectable<TenantsTable>;

export const findTenantById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();

export const findTenants = (db: Kysely<Database>) =>
  db.selectFrom('tenants').selectAll().orderBy('created_at').orderBy('id').execute();

export const insertTenantIfMissing = (
  db: Kysely<Database>,
  tenant: { id: string; name: string; tag: TenantRow['tag'] },
) =>
  db
    .insertInto('tenants')
    .values(tenant)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
