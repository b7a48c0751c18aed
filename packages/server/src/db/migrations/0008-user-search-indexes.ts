import { sql, type Kysely } from 'kysely';

/** The columns `GET /api/users?search=` matches a substring in (users/list-queries.ts). */
const searchedColumns = ['id', 'username', 'primary_email', 'primary_phone', 'name'] as const;

/**
 * Substring search over users. `ilike '%text%'` cannot use a B-tree, so without these every search
 * read the whole table (about 1.8 s at 100,000 users). A trigram GIN index per searched column lets
 * the planner OR the five bitmaps together and read only the matching rows.
 *
 * The tenant is not part of the keys: a GIN key on `tenant_id` (btree_gin) would make every search
 * intersect with the posting list of the whole tenant, which is all rows in a one-tenant install.
 * The few rows the trigram bitmap yields are checked for their tenant on the heap instead.
 *
 * Newest-first pages are served by `users_created_at (tenant_id, created_at desc, id)` from 0002.
 */
export async function up(db: Kysely<unknown>) {
  // A contrib extension of PostgreSQL (trusted since 13) and loaded by the embedded engine.
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const column of searchedColumns) {
    await sql`create index ${sql.raw(`users_${column}_trgm`)} on users using gin (${sql.ref(column)} gin_trgm_ops)`.execute(
      db,
    );
  }
}
