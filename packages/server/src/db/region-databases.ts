import type { Kysely } from 'kysely';
import { regions, type Region } from '@tessera/schemas';
import type { Logger } from '../logger.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

/**
 * The databases of a deployment: the home database (`DATABASE_URL`, or the embedded one), which
 * holds the admin tenant, the built-in tenants and the tenant directory, and one database per
 * region configured with a URL of its own. A region without one lives in the home database.
 */
export type RegionDatabases = {
  home: DatabaseHandle;
  /** The database a tenant of `region` lives in. */
  of: (region: Region) => Kysely<Database>;
  /** Every distinct database, home first: what jobs across tenants walk. */
  all: readonly DatabaseHandle[];
  /** Closes the region databases (the home one is closed by its owner). */
  close: () => Promise<void>;
};

/** Only the home database: every region lives in it. */
export const homeOnly = (home: DatabaseHandle): RegionDatabases => ({
  home,
  of: () => home.db,
  all: [home],
  close: async () => undefined,
});

/**
 * Opens each region's own database and brings it to the same migrations as the home one. Region
 * databases hold tenants' rows only: nothing is seeded in them.
 */
export async function openRegionDatabases(
  home: DatabaseHandle,
  urls: Partial<Record<Region, string>>,
  logger: Pick<Logger, 'info'>,
): Promise<RegionDatabases> {
  const opened = new Map<Region, DatabaseHandle>();
  const close = async () => {
    await Promise.all([...opened.values()].map((handle) => handle.close()));
  };
  try {
    for (const region of regions) {
      const url = urls[region];
      if (!url) {
        continue;
      }
      const handle = await openDatabase({ databaseUrl: url, dataDir: '' });
      opened.set(region, handle);
      const applied = await migrateToLatest(handle.db);
      if (applied.length > 0) {
        logger.info({ region, migrations: applied }, 'region database migrations applied');
      }
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    home,
    of: (region) => opened.get(region)?.db ?? home.db,
    all: [home, ...opened.values()],
    close,
  };
}
