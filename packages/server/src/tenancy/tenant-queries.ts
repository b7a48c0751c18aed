import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, TenantsTable } from '../db/schema.js';

export type TenantRow = Selectable<TenantsTable>;

export const findTenantById = (db: Kysely<Database>, id: string) =>
  db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst();

export const findTenants = (db: Kysely<Database>) =>
  db.selectFrom('tenants').selectAll().orderBy('created_at').orderBy('id').execute();

/** The tenants among `ids`, oldest first. */
export const findTenantsByIds = async (db: Kysely<Database>, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : db.selectFrom('tenants').selectAll().where('id', 'in', ids).orderBy('created_at').orderBy('id').execute();

export const insertTenantIfMissing = (db: Kysely<Database>, tenant: Insertable<TenantsTable>) =>
  db
    .insertInto('tenants')
    .values(tenant)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();

export const updateTenantById = (
  db: Kysely<Database>,
  id: string,
  changes: Pick<Updateable<TenantsTable>, 'name' | 'tag'>,
) => db.updateTable('tenants').set(changes).where('id', '=', id).returningAll().executeTakeFirst();

/** Deletes the tenant row; every tenant-owned row goes with it (`on delete cascade`). */
export const deleteTenantById = async (db: Kysely<Database>, id: string) => {
  const result = await db.deleteFrom('tenants').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
};
