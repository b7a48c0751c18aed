import { sql, type Kysely } from 'kysely';

/**
 * The region a tenant keeps its data in (cloud edition): EU or US, chosen when the tenant is
 * created. Tenants from before regions existed are in the EU.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table tenants
    add column region_name varchar(16) not null default 'EU'
      constraint tenants_region_name_check check (region_name in ('EU', 'US'))`.execute(db);
}
