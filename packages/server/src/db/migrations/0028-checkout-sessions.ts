import { sql, type Kysely } from 'kysely';

/**
 * Checkouts of the cloud edition: a console user buying a plan for a tenant, or for a production
 * tenant created when the payment completes (then `tenant_id` is null until it exists and the
 * tenant fields describe it). `provider_session_id` is the payment provider's own session.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create table checkout_sessions (
    id varchar(21) not null,
    user_id varchar(21) not null,
    tenant_id varchar(21) references tenants (id) on delete cascade,
    plan_id varchar(64) not null,
    sku_id varchar(64) not null,
    status varchar(16) not null default 'open'
      constraint checkout_sessions_status_check check (status in ('open', 'complete', 'expired')),
    provider varchar(32) not null,
    provider_session_id varchar(255),
    tenant_name varchar(128),
    tenant_tag varchar(32),
    tenant_region_name varchar(16),
    success_callback_url text not null,
    cancel_callback_url text,
    expires_at timestamptz not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint checkout_sessions_pkey primary key (id)
  )`.execute(db);
  await sql`create index checkout_sessions_user_id on checkout_sessions (user_id, created_at)`.execute(db);
  await sql`create unique index checkout_sessions_provider_session
    on checkout_sessions (provider, provider_session_id)`.execute(db);
}
