import { sql, type Kysely } from 'kysely';

/**
 * Tessera as a SAML identity provider. A SAML application is a row of `applications` of type
 * SAML (so it is listed with the others) plus:
 * - `saml_application_configs`: the service provider's settings, one row per application;
 * - `saml_application_secrets`: signing key pairs with their self-signed certificates; the
 *   private key is stored encrypted with the secret vault, and at most one is active per
 *   application (a partial unique index keeps it so under concurrent activations);
 * - `saml_application_sessions`: AuthnRequests waiting for the user to finish signing in,
 *   keyed by the state sent through the authorization request, short-lived.
 * Everything dies with the application (ON DELETE CASCADE on the tenant-scoped key).
 */
export async function up(db: Kysely<unknown>) {
  const tenant = sql.raw(
    'tenant_id varchar(21) not null references tenants (id) on delete cascade',
  );
  const application = (table: string) =>
    sql.raw(`constraint ${table}_application_fkey foreign key (tenant_id, application_id)
      references applications (tenant_id, id) on delete cascade`);

  await sql`create table saml_application_configs (
    ${tenant},
    application_id varchar(21) not null,
    attribute_mapping jsonb not null default '{}'::jsonb,
    entity_id varchar(1024),
    acs_url jsonb,
    encryption jsonb,
    name_id_format varchar(128) not null,
    sp_certificate text,
    constraint saml_application_configs_pkey primary key (tenant_id, application_id),
    ${application('saml_application_configs')}
  )`.execute(db);

  await sql`create table saml_application_secrets (
    ${tenant},
    id varchar(21) not null,
    application_id varchar(21) not null,
    private_key_encrypted text not null,
    certificate text not null,
    active boolean not null default false,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    constraint saml_application_secrets_pkey primary key (tenant_id, id),
    ${application('saml_application_secrets')}
  )`.execute(db);
  await sql`create index saml_application_secrets_application
    on saml_application_secrets (tenant_id, application_id, created_at)`.execute(db);
  await sql`create unique index saml_application_secrets_one_active
    on saml_application_secrets (tenant_id, application_id) where active`.execute(db);

  await sql`create table saml_application_sessions (
    ${tenant},
    id varchar(64) not null,
    application_id varchar(21) not null,
    request_id varchar(256) not null,
    relay_state varchar(80),
    code_verifier varchar(128) not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    constraint saml_application_sessions_pkey primary key (tenant_id, id),
    ${application('saml_application_sessions')}
  )`.execute(db);
  await sql`create index saml_application_sessions_expiry on saml_application_sessions (expires_at)`.execute(
    db,
  );
}
