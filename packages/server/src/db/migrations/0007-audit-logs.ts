import { sql, type Kysely } from 'kysely';

/**
 * The audit log, and the daily records the dashboard counts: who was active on which day, and
 * how many tokens were issued.
 *
 * Log lists are read newest first, optionally filtered by key, user or application, and must stay
 * fast at millions of rows: each filter has an index in `created_at desc` order behind its
 * equality column, so a page is read straight off the index with no sort, whatever the filter.
 * The user and application are columns (copied from the payload on insert) rather than payload
 * expressions, so counting a user's or an application's logs reads the index alone. Counting a
 * whole tenant's logs, or one key's, would still read up to millions of index entries per page:
 * `log_counts` keeps those totals, written in the same transaction as the logs they count.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create table logs (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    id varchar(21) not null,
    key varchar(128) not null,
    user_id varchar(21),
    application_id varchar(21),
    payload jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now(),
    constraint logs_pkey primary key (tenant_id, id)
  )`.execute(db);
  await sql`create index logs_created_at on logs (tenant_id, created_at desc, id desc)`.execute(db);
  await sql`create index logs_key_created_at on logs (tenant_id, key, created_at desc, id desc)`.execute(db);
  await sql`create index logs_user_created_at on logs (tenant_id, user_id, created_at desc, id desc)`.execute(db);
  await sql`create index logs_application_created_at on logs (tenant_id, application_id, created_at desc, id desc)`.execute(db);

  await sql`create table log_counts (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    key varchar(128) not null,
    count bigint not null default 0,
    constraint log_counts_pkey primary key (tenant_id, key)
  )`.execute(db);

  await sql`create table daily_active_users (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    user_id varchar(12) not null,
    date date not null,
    constraint daily_active_users_pkey primary key (tenant_id, date, user_id)
  )`.execute(db);

  await sql`create table daily_token_usage (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    date date not null,
    count bigint not null default 0,
    constraint daily_token_usage_pkey primary key (tenant_id, date)
  )`.execute(db);
}
