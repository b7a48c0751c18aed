import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Per tenant-owned table: `rows:md5` of its rows of the given tenants, in a stable order. */
export type TenantSnapshot = Record<string, string>;

/** Every table with a `tenant_id` column, read from the catalogue so new tables are included. */
async function findTenantTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where column_name = 'tenant_id' and table_schema = current_schema()
    order by table_name`.execute(db);
  return rows.map((row) => row.table_name);
}

/**
 * A test-only fingerprint of the tenants' data: the row count and a checksum of every row of
 * every tenant-owned table. Two equal snapshots mean nothing of those tenants was written.
 */
export async function snapshotTenants(
  db: Kysely<Database>,
  tenantIds: string[],
): Promise<TenantSnapshot> {
  const snapshot: TenantSnapshot = {};
  for (const table of await findTenantTables(db)) {
    const { rows } = await sql<{ count: number; digest: string | null }>`
      select count(*)::int as count, md5(string_agg(t::text, '|' order by t::text)) as digest
      from ${sql.table(table)} t where t.tenant_id in (${sql.join(tenantIds)})`.execute(db);
    snapshot[table] = `${rows[0]?.count ?? 0}:${rows[0]?.digest ?? ''}`;
  }
  return snapshot;
}

/** The tables of one tenant whose rows mention any of the given texts (ids of another tenant). */
export async function findTablesMentioning(
  db: Kysely<Database>,
  tenantId: string,
  texts: string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const table of await findTenantTables(db)) {
    const { rows } = await sql<{ hits: number }>`
      select count(*)::int as hits from ${sql.table(table)} t
      where t.tenant_id = ${tenantId} and (${sql.join(
        texts.map((text) => sql`strpos(t::text, ${text}) > 0`),
        sql` or `,
      )})`.execute(db);
    if ((rows[0]?.hits ?? 0) > 0) {
      found.push(table);
    }
  }
  return found;
}
