import { LRUCache } from 'lru-cache';
import { entryLimit } from './entry-limit.js';

/**
 * Values derived from one tenant's data that many requests read and an administrator rarely
 * changes (its sign-in experience, read on several steps of every sign-in), kept in the process
 * between requests. Whoever changes such a value announces it on the invalidation bus
 * (`{ kind: 'tenant-read' }`, see app/cache-invalidation.ts), which drops it here and on every
 * other instance. One cache per server: tenants of different databases never share it.
 */
export type TenantReads = {
  /**
   * The cached value of `name` for the tenant, else what `load` reads: kept unless a change came
   * meanwhile or it is undefined.
   */
  read<T>(tenantId: string, name: string, load: () => Promise<T>): Promise<T>;
  forget(tenantId: string, name: string): void;
  /** Drops every value of the tenant (it was changed or removed as a whole). */
  forgetTenant(tenantId: string): void;
};

// A change made outside the server (SQL by hand) raises no event; it is seen within a minute.
const ttlMs = 60_000;

/** The cached value is shared by every request: frozen, so no caller can change it for the next. */
const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) {
      deepFreeze(item);
    }
  }
  return value;
};

export function createTenantReads(max = 10_000): TenantReads {
  const values = new LRUCache<string, { value: unknown }>({ ...entryLimit(max), ttl: ttlMs });
  // Bumped by every change: a read that started before one must not keep what it read, or the
  // change would stay hidden until the TTL.
  let generation = 0;
  const keyOf = (tenantId: string, name: string) => `${tenantId}\u0000${name}`;
  return {
    async read<T>(tenantId: string, name: string, load: () => Promise<T>) {
      const key = keyOf(tenantId, name);
      const cached = values.get(key);
      if (cached) {
        return cached.value as T;
      }
      const startedAt = generation;
      const value = deepFreeze(await load());
      // Nothing found is not kept: what is created next is found at once, even when whoever
      // created it announced nothing (a set-up script, a test).
      if (startedAt === generation && value !== undefined) {
        values.set(key, { value });
      }
      return value;
    },
    forget(tenantId, name) {
      generation += 1;
      values.delete(keyOf(tenantId, name));
    },
    forgetTenant(tenantId) {
      generation += 1;
      const prefix = keyOf(tenantId, '');
      for (const key of [...values.keys()]) {
        if (key.startsWith(prefix)) {
          values.delete(key);
        }
      }
    },
  };
}
