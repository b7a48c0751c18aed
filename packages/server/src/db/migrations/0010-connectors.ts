import { sql, type Kysely } from 'kysely';

/**
 * Connectors: the tenant's configured email, SMS and social senders. `connector_id` names the
 * built-in factory a connector was made from; its whole configuration is one encrypted text
 * (`config_encrypted`), because which of its fields are secrets depends on the factory.
 *
 * `type` is copied from the factory so the database itself keeps the rule of one email and one
 * SMS connector per tenant (a partial unique index), even when two requests add one at once.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create table connectors (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    id varchar(21) not null,
    connector_id varchar(128) not null,
    type varchar(16) not null,
    config_encrypted text not null,
    metadata jsonb not null default '{}'::jsonb,
    sync_profile boolean not null default false,
    created_at timestamptz not null default now(),
    constraint connectors_pkey primary key (tenant_id, id)
  )`.execute(db);
  await sql`create index connectors_created_at on connectors (tenant_id, created_at desc, id desc)`.execute(db);
  await sql`create unique index connectors_one_per_passwordless_type on connectors (tenant_id, type)
    where type in ('Email', 'Sms')`.execute(db);
}
