import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const tenantColumn = 'tenant_id';
const now = sql`now()`;

/**
 * Users, applications, API resources with scopes, roles and their links, the OIDC provider's
 * storage and the sentinel's record of credential attempts. Every table is tenant-owned.
 */
export async function up(db: Kysely<unknown>) {
  const tenantId = (column: ColumnDefinitionBuilder) =>
    column.notNull().references('tenants.id').onDelete('cascade');

  await db.schema
    .createTable('users')
    .addColumn(tenantColumn, 'varchar(21)', tenantId)
    .addColumn('id', 'varchar(12)', (column) => column.notNull())
    .addColumn('username', 'varchar(128)')
    .addColumn('primary_email', 'varchar(128)')
    .addColumn('primary_phone', 'varchar(128)')
    .addColumn('password_encrypted', 'varchar(256)')
    .addColumn('password_encryption_method', 'varchar(32)')
    .addColumn('name', 'varchar(128)')
    .addColumn('avatar', 'varchar(2048)')
    .addColumn('profile', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('application_id', 'varchar(21)')
    .addColumn('identities', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('custom_data', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('mfa_verifications', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_suspended', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('last_sign_in_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('users_pkey', [tenantColumn, 'id'])
    .execute();
  await sql`create unique index users_username_unique on users (tenant_id, username) where username is not null`.execute(db);
  await sql`create unique index users_email_unique on users (tenant_id, lower(primary_email)) where primary_email is not null`.execute(db);
  await sql`create unique index users_phone_unique on users (tenant_id, primary_phone) where primary_phone is not null`.execute(db);
  await sql`create index users_created_at on users (tenant_id, created_at desc, id)`.execute(db);

  await db.schema
    .createTable('applications')
    .addColumn(tenantColumn, 'varchar(21)', tenantId)
    .addColumn('id', 'varchar(21)', (column) => column.notNull())
    .addColumn('name', 'varchar(256)', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('type', 'varchar(32)', (column) => column.notNull())
    .addColumn('oidc_client_metadata', 'jsonb', (column) => column.notNull())
    .addColumn('custom_client_metadata', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('protected_app_metadata', 'jsonb')
    .addColumn('custom_data', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('is_third_party', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('applications_pkey', [tenantColumn, 'id'])
    .execute();

  await db.schema
    .createTable('application_secrets')
    .addColumn(tenantColumn, 'varchar(21)', tenantId)
    .addColumn('application_id', 'varchar(21)', (column) => column.notNull())
    .addColumn('name', 'varchar(256)', (column) => column.notNull())
    .addColumn('value_encrypted', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz')
    .addPrimaryKeyConstraint('application_secrets_pkey', [tenantColumn, 'application_id', 'name'])
    .addForeignKeyConstraint('application_secrets_application_fkey', [tenantColumn, 'application_id'], 'applications', [tenantColumn, 'id'], (constraint) => constraint.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('resources')
    .addColumn(tenantColumn, 'varchar(21)', tenantId)
    .addColumn('id', 'varchar(21)', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('indicator', 'text', (column) => column.notNull())
    .addColumn('is_default', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('access_token_ttl', 'integer', (column) => column.notNull().defaultTo(3600))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('resources_pkey', [tenantColumn, 'id'])
    .addUniqueConstraint('resources_indicator_unique', [tenantColumn, 'indicator'])
    .execute();
  await sql`create unique index resources_single_default on resources (tenant_id) where is_default`.execute(db);

  await db.schema
    .createTable('scopes')
    .addColumn(tenantColumn, 'varchar(21)', tenantId)
    .addColumn('id', 'varchar(21)', (column) => column.notNull())
    .addColumn('resource_id', 'varchar(21)', (column) => column.notNull())
    .addColumn('name', 'varchar(256)', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('scopes_pkey', [tenantColumn, 'id'])
    .addUniqueConstraint('scopes_name_unique', [tenantColumn, 'resource_id', 'name'])
    .addForeignKeyConstraint('scopes_resource_fkey', [tenantColumn, 'resource_id'], 'resources', [tenantColumn, 'id'], (constraint) => constraint.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn(tenantColumn, 'varchar(21)', tenantId)
    .addColumn('id', 'varchar(21)', (column) => column.notNull())
    .addColumn('name', 'varchar(128)', (column) => column.notNull())
    .addColumn('description', 'varchar(128)', (column) => column.notNull())
    .addColumn('type', 'varchar(32)', (column) => column.notNull().defaultTo('User'))
    .addColumn('is_default', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('roles_pkey', [tenantColumn, 'id'])
    .addUniqueConstraint('roles_name_unique', [tenantColumn, 'name'])
    .execute();

  const link = async (table: string, left: [string, string, string], right: [string, string, string]) => {
    await db.schema
      .createTable(table)
      .addColumn(tenantColumn, 'varchar(21)', tenantId)
      .addColumn(left[0], `varchar(${left[0] === 'user_id' ? 12 : 21})`, (column) => column.notNull())
      .addColumn(right[0], 'varchar(21)', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
      .addPrimaryKeyConstraint(`${table}_pkey`, [tenantColumn, left[0], right[0]])
      .addForeignKeyConstraint(`${table}_${left[0]}_fkey`, [tenantColumn, left[0]], left[1], [tenantColumn, left[2]], (constraint) => constraint.onDelete('cascade'))
      .addForeignKeyConstraint(`${table}_${right[0]}_fkey`, [tenantColumn, right[0]], right[1], [tenantColumn, right[2]], (constraint) => constraint.onDelete('cascade'))
      .execute();
    await sql`create index ${sql.raw(`${table}_${right[0]}`)} on ${sql.table(table)} (tenant_id, ${sql.ref(right[0])})`.execute(db);
  };
  await link('roles_scopes', ['role_id', 'roles', 'id'], ['scope_id', 'scopes', 'id']);
  await link('users_roles', ['user_id', 'users', 'id'], ['role_id', 'roles', 'id']);
  await link('applications_roles', ['application_id', 'applications', 'id'], ['role_id', 'roles', 'id']);

  await db.schema
    .createTable('oidc_model_instances')
    .addColumn(tenantColumn, 'varchar(21)', tenantId)
    .addColumn('model_name', 'varchar(64)', (column) => column.notNull())
    .addColumn('id', 'varchar(128)', (column) => column.notNull())
    .addColumn('payload', 'jsonb', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_model_instances_pkey', [tenantColumn, 'model_name', 'id'])
    .execute();
  await sql`create index oidc_model_instances_uid on oidc_model_instances (tenant_id, model_name, (payload->>'uid'))`.execute(db);
  await sql`create index oidc_model_instances_grant on oidc_model_instances (tenant_id, (payload->>'grantId'))`.execute(db);
  await sql`create index oidc_model_instances_expires on oidc_model_instances (expires_at)`.execute(db);

  await db.schema
    .createTable('sentinel_activities')
    .addColumn(tenantColumn, 'varchar(21)', tenantId)
    .addColumn('id', 'varchar(21)', (column) => column.notNull())
    .addColumn('target_type', 'varchar(32)', (column) => column.notNull())
    .addColumn('target_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('action', 'varchar(64)', (column) => column.notNull())
    .addColumn('action_result', 'varchar(64)', (column) => column.notNull())
    .addColumn('payload', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('decision', 'varchar(32)', (column) => column.notNull().defaultTo('Undecided'))
    .addColumn('decision_expires_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('sentinel_activities_pkey', [tenantColumn, 'id'])
    .execute();
  await sql`create index sentinel_activities_target on sentinel_activities (tenant_id, target_type, target_hash, action, created_at desc)`.execute(db);
}
