import { sql, type Kysely } from 'kysely';

/**
 * Devices a user chose to trust after a second-factor verification ("remember this device"): a
 * later sign-in from the device skips the second factor until the trust expires. The device holds
 * a random token in a cookie; only its SHA-256 digest is stored. Trust dies with the user.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create table user_trusted_devices (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    id varchar(21) not null,
    user_id varchar(12) not null,
    token_digest varchar(64) not null,
    agent text not null default '',
    created_at timestamptz not null default now(),
    last_used_at timestamptz,
    expires_at timestamptz not null,
    constraint user_trusted_devices_pkey primary key (tenant_id, id),
    constraint user_trusted_devices_token_digest_key unique (tenant_id, token_digest),
    constraint user_trusted_devices_user_fkey foreign key (tenant_id, user_id)
      references users (tenant_id, id) on delete cascade
  )`.execute(db);
  // A user's devices, newest first (`/users/{userId}/trusted-devices`, `/my-account/trusted-devices`).
  await sql`create index user_trusted_devices_user
    on user_trusted_devices (tenant_id, user_id, created_at desc)`.execute(db);
}
