import { sql, type Kysely } from 'kysely';

/**
 * Custom domains (cloud): one per tenant, each name used by one tenant only, since a request on it
 * must resolve to exactly one. The checker reads due rows across tenants by `next_check_at`.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create table custom_domains (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    id varchar(21) not null,
    domain varchar(256) not null,
    status varchar(32) not null,
    error_message text,
    dns_records jsonb not null default '[]'::jsonb,
    verification_token varchar(64) not null,
    check_attempts integer not null default 0,
    next_check_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint custom_domains_pkey primary key (tenant_id, id),
    constraint custom_domains_domain_key unique (domain),
    constraint custom_domains_tenant_key unique (tenant_id)
  )`.execute(db);
  await sql`create index custom_domains_next_check_at on custom_domains (next_check_at)
    where next_check_at is not null`.execute(db);
}
