import { sql, type Kysely } from 'kysely';

/** Tenants, instance settings and tenant-level configuration. */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'varchar(21)', (column) => column.primaryKey())
    .addColumn('name', 'varchar(128)', (column) => column.notNull())
    .addColumn('tag', 'varchar(32)', (column) => column.notNull().defaultTo('development'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('systems')
    .addColumn('key', 'varchar(256)', (column) => column.primaryKey())
    .addColumn('value', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('tenant_configs')
    .addColumn('tenant_id', 'varchar(21)', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('key', 'varchar(256)', (column) => column.notNull())
    .addColumn('value', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tenant_configs_pkey', ['tenant_id', 'key'])
    .execute();
}
