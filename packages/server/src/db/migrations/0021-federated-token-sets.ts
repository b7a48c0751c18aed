import { sql, type Kysely } from 'kysely';

/**
 * Provider tokens kept for users' identities: a per-connector opt-in (`enable_token_storage` on
 * social and SSO connectors) and one row per user and identity (social target, or SSO connector),
 * the tokens sealed by the secret vault. Rows die with the user.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table connectors add column enable_token_storage boolean not null default false`.execute(db);
  await sql`alter table sso_connectors add column enable_token_storage boolean not null default false`.execute(db);
  await sql`create table user_federated_token_sets (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    id varchar(21) not null,
    user_id varchar(12) not null,
    kind varchar(8) not null check (kind in ('social', 'sso')),
    target varchar(128) not null,
    connector_id varchar(128) not null,
    identity_id varchar(256) not null,
    tokens_encrypted text not null,
    scope text,
    token_type varchar(64),
    expires_at timestamptz,
    has_refresh_token boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint user_federated_token_sets_pkey primary key (tenant_id, user_id, kind, target),
    constraint user_federated_token_sets_id_key unique (tenant_id, id),
    constraint user_federated_token_sets_user_fkey foreign key (tenant_id, user_id)
      references users (tenant_id, id) on delete cascade
  )`.execute(db);
}
