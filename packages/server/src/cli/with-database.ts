import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';

/** Runs work against the configured database and always closes it. */
export async function withDatabase<T>(config: Config, work: (database: DatabaseHandle) => Promise<T>) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
