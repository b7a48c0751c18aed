import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/schema.js';
import { findTenantSuspensionById } from './queries.js';

/*
 * Every request of every tenant asks, so the answer is kept in the process. A change made through
 * a server (the cloud API, the CLI through a running server) raises `tenant.suspension.updated`,
 * which drops it on every instance at once; a change made by the CLI straight on PostgreSQL
 * reaches running servers when the entry expires, within this many milliseconds.
 */
const ttlMs = 5000;

/** Whether a tenant is suspended, cached per tenant. Unknown tenants are not suspended. */
export function createSuspensionLookup(db: Kysely<Database>) {
  const known = new LRUCache<string, boolean>({ max: 10_000, ttl: ttlMs });
  // Bumped by every change, so a read that started before one never keeps what it read.
  let generation = 0;
  return {
    async isSuspended(tenantId: string): Promise<boolean> {
      const cached = known.get(tenantId);
      if (cached !== undefined) {
        return cached;
      }
      const startedAt = generation;
      const suspended = (await findTenantSuspensionById(db, tenantId))?.is_suspended ?? false;
      if (startedAt === generation) {
        known.set(tenantId, suspended);
      }
      return suspended;
    },
    forget(tenantId: string) {
      generation += 1;
      known.delete(tenantId);
    },
  };
}

export type SuspensionLookup = ReturnType<typeof createSuspensionLookup>;
