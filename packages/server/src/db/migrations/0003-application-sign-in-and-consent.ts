import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

const tenantColumn = 'tenant_id';
const now = sql`now()`;

/**
 * Per-application sign-in branding and the scopes a third-party application asks users to
 * consent to. Rows go with their application; resource-scope links also go with their scope.
 */
export async function up(db: Kysely<unknown>) {
  const tenantId = (column: ColumnDefinitionBuilder) =>
    column.notNull().references('tenants.id').onDelete('cascade');
  const applicationId = (column: ColumnDefinitionBuilder) => column.notNull();

  await db.schema
    .createTable('application_sign_in_experiences')
    .addColumn(tenantColumn, 'varchar(21)', tenantId)
    .addColumn('application_id', 'varchar(21)', applicationId)
    .addColumn('color', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('branding', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('terms_of_use_url', 'varchar(2048)')
    .addColumn('privacy_policy_url', 'varchar(2048)')
    .addColumn('display_name', 'varchar(256)')
    .addPrimaryKeyConstraint('application_sign_in_experiences_pkey', [tenantColumn, 'application_id'])
    .addForeignKeyConstraint('application_sign_in_experiences_application_fkey', [tenantColumn, 'application_id'], 'applications', [tenantColumn, 'id'], (constraint) => constraint.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('application_user_consent_user_scopes')
    .addColumn(tenantColumn, 'varchar(21)', tenantId)
    .addColumn('application_id', 'varchar(21)', applicationId)
    .addColumn('user_scope', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('application_user_consent_user_scopes_pkey', [tenantColumn, 'application_id', 'user_scope'])
    .addForeignKeyConstraint('application_user_consent_user_scopes_application_fkey', [tenantColumn, 'application_id'], 'applications', [tenantColumn, 'id'], (constraint) => constraint.onDelete('cascade'))
    .execute();

  // Resource scopes asked for directly and within an organization context share one shape.
  for (const table of ['application_user_consent_resource_scopes', 'application_user_consent_organization_resource_scopes']) {
    await db.schema
      .createTable(table)
      .addColumn(tenantColumn, 'varchar(21)', tenantId)
      .addColumn('application_id', 'varchar(21)', applicationId)
      .addColumn('scope_id', 'varchar(21)', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(now))
      .addPrimaryKeyConstraint(`${table}_pkey`, [tenantColumn, 'application_id', 'scope_id'])
      .addForeignKeyConstraint(`${table}_application_fkey`, [tenantColumn, 'application_id'], 'applications', [tenantColumn, 'id'], (constraint) => constraint.onDelete('cascade'))
      .addForeignKeyConstraint(`${table}_scope_fkey`, [tenantColumn, 'scope_id'], 'scopes', [tenantColumn, 'id'], (constraint) => constraint.onDelete('cascade'))
      .execute();
    await sql`create index ${sql.raw(`${table}_scope_id`)} on ${sql.table(table)} (tenant_id, scope_id)`.execute(db);
  }

  await sql`create index applications_created_at on applications (tenant_id, created_at desc, id)`.execute(db);
  await sql`create index roles_created_at on roles (tenant_id, created_at desc, id)`.execute(db);
}
