import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { adminTenantId, defaultTenantId, type Region } from '@tessera/schemas';
import type { Edition } from '../config.js';
import type { RegionDatabases } from '../db/region-databases.js';
import type { Database } from '../db/schema.js';
import { findTenantById } from './tenant-queries.js';

const builtInTenantIds = new Set([adminTenantId, defaultTenantId]);

/**
 * Which tenants this server answers for, and where each lives. The open-source edition serves
 * only `default` (and the `admin` tenant that signs console users in); the cloud edition any
 * tenant of the directory, the `tenants` table of the home database, whose `region_name` names
 * the database holding the tenant's rows. Both answers are cached; `forget` drops them.
 */
export function createTenantRegistry(databases: RegionDatabases, edition: Edition) {
  const known = new LRUCache<string, { region: Region } | false>({ max: 10_000, ttl: 60_000 });

  const locate = async (tenantId: string): Promise<{ region: Region } | undefined> => {
    if (edition === 'oss' && !builtInTenantIds.has(tenantId)) {
      return undefined;
    }
    const cached = known.get(tenantId);
    if (cached !== undefined) {
      return cached || undefined;
    }
    const row = await findTenantById(databases.home.db, tenantId);
    const found = row ? { region: row.region_name } : undefined;
    known.set(tenantId, found ?? false);
    return found;
  };

  return {
    exists: async (tenantId: string): Promise<boolean> => Boolean(await locate(tenantId)),
    /**
     * Whether the tenant exists, answered from the cache alone: undefined when only a lookup can
     * tell. Lets a request of a known tenant go on without waiting for a promise.
     */
    existsNow(tenantId: string): boolean | undefined {
      if (edition === 'oss' && !builtInTenantIds.has(tenantId)) {
        return false;
      }
      const cached = known.get(tenantId);
      return cached === undefined ? undefined : Boolean(cached);
    },
    /**
     * The database holding the tenant's rows: its region's, the home one for the built-in tenants
     * (they live with the directory), and the home one for a tenant that does not exist (its
     * queries then find nothing).
     */
    async databaseOf(tenantId: string): Promise<Kysely<Database>> {
      if (builtInTenantIds.has(tenantId)) {
        return databases.home.db;
      }
      const found = await locate(tenantId);
      return found ? databases.of(found.region) : databases.home.db;
    },
    forget(tenantId: string) {
      known.delete(tenantId);
    },
  };
}

export type TenantRegistry = ReturnType<typeof createTenantRegistry>;
