import { sql, type Kysely } from 'kysely';

/**
 * Personal access tokens and subject tokens (impersonation), both exchanged at the token endpoint
 * (RFC 8693). Neither stores a token: `value_digest` / `token_digest` hold the hex SHA-256 of the
 * value, and the token endpoint finds a token by the digest of what it is handed. Both die with
 * their user (ON DELETE CASCADE on the tenant-scoped key).
 */
export async function up(db: Kysely<unknown>) {
  await sql`create table personal_access_tokens (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    user_id varchar(12) not null,
    name varchar(256) not null,
    value_digest varchar(64) not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz,
    constraint personal_access_tokens_pkey primary key (tenant_id, user_id, name),
    constraint personal_access_tokens_value_digest unique (tenant_id, value_digest),
    constraint personal_access_tokens_user_fkey foreign key (tenant_id, user_id)
      references users (tenant_id, id) on delete cascade
  )`.execute(db);

  await sql`create table subject_tokens (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    id varchar(21) not null,
    token_digest varchar(64) not null,
    user_id varchar(12) not null,
    context jsonb not null default '{}'::jsonb,
    creator_id varchar(128) not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    consumed_at timestamptz,
    constraint subject_tokens_pkey primary key (tenant_id, id),
    constraint subject_tokens_token_digest unique (tenant_id, token_digest),
    constraint subject_tokens_user_fkey foreign key (tenant_id, user_id)
      references users (tenant_id, id) on delete cascade
  )`.execute(db);
  await sql`create index subject_tokens_user on subject_tokens (tenant_id, user_id)`.execute(db);
}
