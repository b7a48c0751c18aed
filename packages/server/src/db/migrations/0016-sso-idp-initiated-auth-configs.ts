import { sql, type Kysely } from 'kysely';

/**
 * IdP-initiated single sign-on settings of a SAML connector: which of the tenant's applications a
 * user who starts at the identity provider lands in, and how its authorization request is made.
 * One row per connector; it dies with its connector or its application (ON DELETE CASCADE on the
 * tenant-scoped keys).
 */
export async function up(db: Kysely<unknown>) {
  await sql`create table sso_connector_idp_initiated_auth_configs (
    tenant_id varchar(21) not null references tenants (id) on delete cascade,
    connector_id varchar(21) not null,
    default_application_id varchar(21) not null,
    redirect_uri text,
    auth_parameters jsonb not null default '{}'::jsonb,
    auto_send_authorization_request boolean not null default false,
    created_at timestamptz not null default now(),
    constraint sso_connector_idp_initiated_auth_configs_pkey primary key (tenant_id, connector_id),
    constraint sso_connector_idp_initiated_auth_configs_connector_fkey foreign key (tenant_id, connector_id)
      references sso_connectors (tenant_id, id) on delete cascade,
    constraint sso_connector_idp_initiated_auth_configs_application_fkey foreign key (tenant_id, default_application_id)
      references applications (tenant_id, id) on delete cascade
  )`.execute(db);
  await sql`create index sso_connector_idp_initiated_auth_configs_application
    on sso_connector_idp_initiated_auth_configs (tenant_id, default_application_id)`.execute(db);
}
