import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Logger } from '../logger.js';
import { seedAll } from './seed.js';

/** Opens the database, applies pending migrations and makes sure the first-start data exists. */
export async function prepareDatabase(
  options: DatabaseOptions,
  logger: Logger,
): Promise<DatabaseHandle> {
  const started = performance.now();
  const database = await openDatabase(options);
  const opened = performance.now();
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) {
      logger.info({ migrations: applied }, 'migrations applied');
    }
    const migrated = performance.now();
    await seedAll(database.db);
    logger.debug(
      {
        openMs: Math.round(opened - started),
        migrateMs: Math.round(migrated - opened),
        seedMs: Math.round(performance.now() - migrated),
      },
      'database prepared',
    );
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
