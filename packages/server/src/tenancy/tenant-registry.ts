import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { adminTenantId, defaultTenantId } from '@tessera/schemas';
import type { Edition } from '../config.js';
import type { Database } from '../db/schema.js';
import { findTenantById } from './tenant-queries.js';

/**
 * Which tenants this server answers for. The open-source edition serves only `default` (and the
 * `admin` tenant that signs console users in); the cloud edition any tenant in the database.
 */
export function createTenantRegistry(db: Kysely<Database>, edition: Edition) {
  const known = new LRUCache<string, boolean>({ max: 10_000, ttl: 60_000 });
  return {
    async exists(tenantId: string): Promise<boolean> {
      if (edition === 'oss' && tenantId !== defaultTenantId && tenantId !== adminTenantId) {
        return false;
      }
      const cached = known.get(tenantId);
      if (cached !== undefined) {
        return cached;
      }
      const found = Boolean(await findTenantById(db, tenantId));
      known.set(tenantId, found);
      return found;
    },
    forget(tenantId: string) {
      known.delete(tenantId);
    },
  };
}

export type TenantRegistry = ReturnType<typeof createTenantRegistry>;
