import { sql, type Kysely } from 'kysely';

/**
 * Webhooks and their outbox. An outbox row is written in the transaction of the change that
 * raised its event and deleted once delivered (or given up); deliveries are recorded in `logs`
 * under `TriggerHook.{event}`, with the hook's id in the payload.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create table hooks (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    id varchar(21) not null,
    name varchar(256) not null,
    events jsonb not null default '[]',
    config jsonb not null,
    signing_key text not null,
    enabled boolean not null default true,
    created_at timestamptz not null default now(),
    constraint hooks_pkey primary key (tenant_id, id)
  )`.execute(db);
  await sql`create index hooks_created_at on hooks (tenant_id, created_at desc, id desc)`.execute(db);

  await sql`create table hook_deliveries (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    id varchar(21) not null,
    hook_id varchar(21) not null,
    event varchar(128) not null,
    payload jsonb not null,
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    created_at timestamptz not null default now(),
    constraint hook_deliveries_pkey primary key (tenant_id, id),
    constraint hook_deliveries_hook_fkey foreign key (tenant_id, hook_id)
      references hooks (tenant_id, id) on delete cascade
  )`.execute(db);
  // Dispatchers claim due rows of every tenant, oldest due first.
  await sql`create index hook_deliveries_due on hook_deliveries (next_attempt_at)`.execute(db);
  await sql`create index hook_deliveries_hook on hook_deliveries (tenant_id, hook_id)`.execute(db);

  // A hook's recent deliveries and its 24-hour counts.
  await sql`create index logs_hook_created_at on logs (tenant_id, (payload ->> 'hookId'), created_at desc, id desc)
    where key like 'TriggerHook.%'`.execute(db);
}
