import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Logger } from '../logger.js';
import { seedAll } from './seed.js';

/** Opens the database, applies pending migrations and makes sure the first-start data exists. */
export async function prepareDatabase(
  options: DatabaseOptions,
  logger: Logger,
): Promise<DatabaseHandle> {
  const database = await openDatabase(options);
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) {
      logger.info({ migrations: applied }, 'migrations applied');
    }
    await seedAll(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
