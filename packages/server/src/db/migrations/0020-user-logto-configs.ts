import { sql, type Kysely } from 'kysely';

/**
 * A user's own sign-in preferences (`/my-account/logto-configs`, `/my-account/mfa-settings`):
 * whether they declined to bind a second factor or a passkey, and whether they sign in without
 * the second step. One row per user, written on the first change; it dies with the user.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create table user_logto_configs (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    user_id varchar(12) not null,
    mfa_skipped boolean not null default false,
    skip_mfa_on_sign_in boolean not null default false,
    passkey_sign_in_skipped boolean not null default false,
    updated_at timestamptz not null default now(),
    constraint user_logto_configs_pkey primary key (tenant_id, user_id),
    constraint user_logto_configs_user_fkey foreign key (tenant_id, user_id)
      references users (tenant_id, id) on delete cascade
  )`.execute(db);
}
