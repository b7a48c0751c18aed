import { Migrator, sql, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

export const migrationTableName = 'tessera_migrations';

const createMigrator = (db: Kysely<Database>) =>
  new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName,
    migrationLockTableName: `${migrationTableName}_lock`,
  });

export class MigrationError extends Error {
  constructor(
    readonly migrationName: string | undefined,
    override readonly cause: unknown,
  ) {
    super(
      `Migration ${migrationName ?? '(unknown)'} failed and was rolled back: ${
        cause instanceof Error ? cause.message : String(cause)
      }`,
    );
    this.name = 'MigrationError';
  }
}

/**
 * Applies pending migrations. Each runs in its own transaction, so a failure leaves the
 * database as the previous migration left it.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  if (await isUpToDate(db)) {
    return [];
  }
  const result: MigrationResultSet = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((item) => item.status === 'Error');
    throw new MigrationError(failed?.migrationName, result.error);
  }
  return (result.results ?? []).map((item) => item.migrationName);
}

/**
 * The common start: every known migration is already recorded. One query answers that, where
 * the migrator would first create its tables and take its lock.
 */
async function isUpToDate(db: Kysely<Database>): Promise<boolean> {
  try {
    return (await findPendingMigrations(db)).length === 0;
  } catch {
    return false;
  }
}

/** Migrations this version knows that the database has not recorded; throws when it cannot read them. */
export async function findPendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const result = await sql<{ name: string }>`select name from ${sql.table(migrationTableName)}`.execute(db);
  const applied = new Set(result.rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !applied.has(name));
}

export type MigrationStatus = { name: string; executedAt: Date | undefined }[];

export async function getMigrationStatus(db: Kysely<Database>): Promise<MigrationStatus> {
  const list = await createMigrator(db).getMigrations();
  return list.map((item) => ({ name: item.name, executedAt: item.executedAt }));
}
