import type {
  DeleteQueryBuilder,
  DeleteResult,
  Insertable,
  InsertQueryBuilder,
  InsertResult,
  Kysely,
  SelectQueryBuilder,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import type { Database, TenantTable } from './schema.js';

type WithoutTenant<T extends TenantTable> = Omit<Insertable<Database[T]>, 'tenant_id'>;

/**
 * The only way queries reach tenant-owned tables: every statement it builds is already
 * filtered by (or stamped with) the tenant id, so a handler cannot forget it.
 */
export type TenantScope = {
  readonly tenantId: string;
  readonly db: Kysely<Database>;
  selectFrom<T extends TenantTable>(table: T): SelectQueryBuilder<Database, T, object>;
  insertInto<T extends TenantTable>(
    table: T,
    values: WithoutTenant<T> | readonly WithoutTenant<T>[],
  ): InsertQueryBuilder<Database, T, InsertResult>;
  updateTable<T extends TenantTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult>;
  deleteFrom<T extends TenantTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult>;
};

export function scopeToTenant(db: Kysely<Database>, tenantId: string): TenantScope {
  // Kysely cannot type a column reference generic over the table; the casts stay in here.
  const column = (table: TenantTable) => `${table}.tenant_id` as never;
  return {
    tenantId,
    db,
    selectFrom: (table) =>
      db.selectFrom(table as TenantTable).where(column(table), '=', tenantId as never) as never,
    insertInto: (table, values) => {
      const rows = (Array.isArray(values) ? values : [values]).map((row) => ({
        ...(row as object),
        tenant_id: tenantId,
      }));
      return db.insertInto(table as TenantTable).values(rows as never) as never;
    },
    updateTable: (table) =>
      db.updateTable(table as TenantTable).where(column(table), '=', tenantId as never) as never,
    deleteFrom: (table) =>
      db.deleteFrom(table as TenantTable).where(column(table), '=', tenantId as never) as never,
  };
}
