import { sql, type Kysely } from 'kysely';

/**
 * Tenant suspension (cloud edition): an operator suspends a tenant, which refuses its sign-in,
 * token endpoint and Management API until the suspension is lifted. `suspended_at` says since
 * when, and is set exactly while the tenant is suspended.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table tenants
    add column is_suspended boolean not null default false,
    add column suspended_at timestamptz,
    add constraint tenants_suspended_at_check check (is_suspended = (suspended_at is not null))`.execute(db);
}
