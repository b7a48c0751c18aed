import { sql, type Kysely } from 'kysely';

/**
 * Enterprise single sign-on: the tenant's SSO connectors, the identities users hold at them, and
 * the connectors whose users join an organization just in time.
 *
 * A connector's config is one encrypted text, as a connector's is: it holds the OIDC client
 * secret. Connector names are unique per tenant. An identity is unique per issuer and subject in
 * a tenant, so one IdP account cannot be linked to two users; it dies with its user or its
 * connector (ON DELETE CASCADE), and so does a just-in-time link with its organization or
 * connector.
 */
export async function up(db: Kysely<unknown>) {
  const tenant = sql.raw('tenant_id varchar(21) not null references tenants (id) on delete cascade');

  await sql`create table sso_connectors (
    ${tenant},
    id varchar(21) not null,
    provider_name varchar(32) not null,
    connector_name varchar(128) not null,
    config_encrypted text not null,
    domains jsonb not null default '[]'::jsonb,
    branding jsonb not null default '{}'::jsonb,
    sync_profile boolean not null default false,
    created_at timestamptz not null default now(),
    constraint sso_connectors_pkey primary key (tenant_id, id),
    constraint sso_connectors_connector_name_unique unique (tenant_id, connector_name)
  )`.execute(db);
  await sql`create index sso_connectors_created_at on sso_connectors (tenant_id, created_at desc, id desc)`.execute(db);
  // The sign-in app finds connectors by the domain of the email typed in.
  await sql`create index sso_connectors_domains on sso_connectors using gin (domains jsonb_path_ops)`.execute(db);

  await sql`create table user_sso_identities (
    ${tenant},
    id varchar(21) not null,
    user_id varchar(12) not null,
    sso_connector_id varchar(21) not null,
    issuer varchar(256) not null,
    identity_id varchar(256) not null,
    detail jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint user_sso_identities_pkey primary key (tenant_id, id),
    constraint user_sso_identities_identity_unique unique (tenant_id, issuer, identity_id),
    constraint user_sso_identities_user_fkey foreign key (tenant_id, user_id)
      references users (tenant_id, id) on delete cascade,
    constraint user_sso_identities_connector_fkey foreign key (tenant_id, sso_connector_id)
      references sso_connectors (tenant_id, id) on delete cascade
  )`.execute(db);
  await sql`create index user_sso_identities_user on user_sso_identities (tenant_id, user_id)`.execute(db);
  await sql`create index user_sso_identities_connector on user_sso_identities (tenant_id, sso_connector_id)`.execute(db);

  await sql`create table organization_jit_sso_connectors (
    ${tenant},
    organization_id varchar(21) not null,
    sso_connector_id varchar(21) not null,
    created_at timestamptz not null default now(),
    constraint organization_jit_sso_connectors_pkey primary key (tenant_id, organization_id, sso_connector_id),
    constraint organization_jit_sso_connectors_organization_fkey foreign key (tenant_id, organization_id)
      references organizations (tenant_id, id) on delete cascade,
    constraint organization_jit_sso_connectors_connector_fkey foreign key (tenant_id, sso_connector_id)
      references sso_connectors (tenant_id, id) on delete cascade
  )`.execute(db);
  await sql`create index organization_jit_sso_connectors_connector
    on organization_jit_sso_connectors (tenant_id, sso_connector_id)`.execute(db);
}
