import { sql, type Kysely } from 'kysely';

/**
 * API resources are listed newest first; without an index in that order every list page read
 * and sorted the whole table, slower with every resource created.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create index resources_created_at on resources (tenant_id, created_at desc, id desc)`.execute(
    db,
  );
}
