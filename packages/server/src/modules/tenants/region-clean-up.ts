import type { Kysely } from 'kysely';
import type { RegionDatabases } from '../../db/region-databases.js';
import type { Database } from '../../db/schema.js';
import type { Logger } from '../../logger.js';
import { deleteTenantById, findTenantsByIds } from '../../tenancy/tenant-queries.js';
import { startPeriodicJob, type PeriodicJob } from '../../utils/periodic-job.js';
import { findTenantIdsCreatedBefore } from './queries.js';

/**
 * How old a region's tenant row must be before its missing directory entry counts: a creation
 * writes the region's rows first and the directory entry in a later transaction, so a young row
 * without one may be a creation under way.
 */
export const orphanGraceMs = 15 * 60_000;

const intervalMs = 60 * 60_000;
const firstRunDelayMs = 2 * 60_000;

/**
 * Deletes the tenants of a region database that the directory (the home database) no longer
 * names: what a deletion leaves behind when the region's part fails after the home part
 * committed, and what a failed creation could not remove again. Their rows cascade with the
 * tenant row. Answers the ids deleted.
 */
export async function deleteOrphanedRegionTenants(home: Kysely<Database>, region: Kysely<Database>, now = new Date()) {
  const candidates = await findTenantIdsCreatedBefore(region, new Date(now.getTime() - orphanGraceMs));
  if (candidates.length === 0) {
    return [];
  }
  const listed = new Set((await findTenantsByIds(home, candidates)).map((tenant) => tenant.id));
  const orphans = candidates.filter((id) => !listed.has(id));
  for (const id of orphans) {
    await deleteTenantById(region, id);
  }
  return orphans;
}

/**
 * Runs the clean-up above for every region database of its own, two minutes after start and then
 * hourly, as the other jobs across tenants do: one job per region, so one region's failure or slow
 * run holds up no other.
 */
export function startRegionTenantCleanUp(
  databases: RegionDatabases,
  logger: Pick<Logger, 'warn' | 'info'>,
): PeriodicJob[] {
  return databases.all
    .filter((handle) => handle !== databases.home)
    .map(({ db }) =>
      startPeriodicJob({
        name: 'region tenant clean-up',
        firstDelayMs: firstRunDelayMs,
        intervalMs,
        run: async () => {
          const deleted = await deleteOrphanedRegionTenants(databases.home.db, db);
          if (deleted.length > 0) {
            logger.info({ tenants: deleted }, 'tenants left in a region database without a directory entry deleted');
          }
        },
        logger,
      }),
    );
}
