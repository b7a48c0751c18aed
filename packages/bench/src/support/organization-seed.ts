import path from 'node:path';
import pg from 'pg';

/** The organization every seeded user is a member of. */
export const bigOrganizationId = 'benchbigorganization';
/** The seeded organizations a single signed-in user is later added to. */
export const organizationIdOf = (index: number) => `benchorg${String(index).padStart(12, '0')}`;
/** The organization role (two organization scopes) that user gets in each of them. */
export const benchRoleId = 'benchorganizationrole';

/**
 * One script writing the organization template (three organization scopes, one role granting two),
 * `organizations` organizations, and `members` users who all belong to one more organization.
 */
export const insertOrganizationsStatement = (organizations: number, members: number) => `
  insert into organization_scopes (tenant_id, id, name)
    values ('default', 'benchscopea', 'read:a'), ('default', 'benchscopeb', 'read:b'), ('default', 'benchscopec', 'write:c');
  insert into organization_roles (tenant_id, id, name) values ('default', '${benchRoleId}', 'Bench member');
  insert into organization_role_scope_relations (tenant_id, organization_role_id, organization_scope_id)
    values ('default', '${benchRoleId}', 'benchscopea'), ('default', '${benchRoleId}', 'benchscopeb');
  insert into organizations (tenant_id, id, name)
    select 'default', 'benchorg' || lpad(n::text, 12, '0'), 'Bench organization ' || n
    from generate_series(0, ${organizations - 1}) as n;
  insert into organizations (tenant_id, id, name) values ('default', '${bigOrganizationId}', 'Big organization');
  insert into users (tenant_id, id, username, name, profile, identities, custom_data, mfa_verifications, created_at)
    select 'default', 'm' || lpad(n::text, 11, '0'), 'member_' || n, 'Member ' || n, '{}', '{}', '{}', '[]',
           now() - make_interval(secs => n)
    from generate_series(1, ${members}) as n;
  insert into organization_user_relations (tenant_id, organization_id, user_id, created_at)
    select 'default', '${bigOrganizationId}', 'm' || lpad(n::text, 11, '0'), now() - make_interval(secs => n)
    from generate_series(1, ${members}) as n;
  analyze;`;

export async function seedOrganizationsOnPostgres(
  databaseUrl: string,
  organizations: number,
  members: number,
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(insertOrganizationsStatement(organizations, members));
  } finally {
    await client.end();
  }
}

/** Seeds an embedded data dir directly, while no server holds it. */
export async function seedOrganizationsOnEmbedded(
  dataDir: string,
  organizations: number,
  members: number,
) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const engine = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    await engine.exec(insertOrganizationsStatement(organizations, members));
    await engine.exec('checkpoint;');
  } finally {
    await engine.close();
  }
}
