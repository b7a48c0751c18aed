import { sql, type Kysely } from 'kysely';

/**
 * One-time codes the Experience API sends by email or SMS. `code` holds a keyed SHA-256 of the
 * code, never the code. A row belongs to one interaction (`interaction_jti`, the interaction's
 * uid), so a code sent for one sign-in cannot complete another.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create table passcodes (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    id varchar(21) not null,
    interaction_jti varchar(128) not null,
    email varchar(128),
    phone varchar(128),
    type varchar(32) not null,
    code varchar(64) not null,
    consumed boolean not null default false,
    try_count integer not null default 0,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    constraint passcodes_pkey primary key (tenant_id, id),
    constraint passcodes_one_target check ((email is null) <> (phone is null))
  )`.execute(db);
  await sql`create index passcodes_interaction on passcodes (tenant_id, interaction_jti, type)`.execute(db);
  // Requests per identifier are counted over the last hour for the send limit.
  await sql`create index passcodes_target on passcodes (tenant_id, email, phone, created_at desc)`.execute(db);
}
