import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { entryLimit } from './entry-limit.js';

/**
 * Short-lived values every instance must agree on (replay markers, polling times, recent
 * re-authentications). In this process when the server runs alone; in Redis when `REDIS_URL`
 * is set, so several instances behind a load balancer see one value.
 */
export type EphemeralStore = {
  get: (key: string) => Promise<string | undefined>;
  set: (key: string, value: string, ttlMs: number) => Promise<void>;
  /** Stores the value only when the key is free; true when this call stored it. */
  setIfAbsent: (key: string, value: string, ttlMs: number) => Promise<boolean>;
  delete: (key: string) => Promise<void>;
};

/** One process: a bounded LRU whose entries expire with their own lifetime. */
export function createMemoryEphemeralStore(maxEntries = 200_000): EphemeralStore {
  const entries = new LRUCache<string, string>({ ...entryLimit(maxEntries), ttlAutopurge: false });
  return {
    get: async (key) => entries.get(key),
    set: async (key, value, ttlMs) => {
      entries.set(key, value, { ttl: Math.max(1, Math.ceil(ttlMs)) });
    },
    setIfAbsent: async (key, value, ttlMs) => {
      if (entries.has(key)) {
        return false;
      }
      entries.set(key, value, { ttl: Math.max(1, Math.ceil(ttlMs)) });
      return true;
    },
    delete: async (key) => {
      entries.delete(key);
    },
  };
}

/** Several instances: plain Redis keys under one prefix, expiring with their lifetime. */
export function createRedisEphemeralStore(redis: Redis, prefix = 'tessera:ephemeral:'): EphemeralStore {
  const keyOf = (key: string) => `${prefix}${key}`;
  const ttlOf = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs));
  return {
    get: async (key) => (await redis.get(keyOf(key))) ?? undefined,
    set: async (key, value, ttlMs) => {
      await redis.set(keyOf(key), value, 'PX', ttlOf(ttlMs));
    },
    setIfAbsent: async (key, value, ttlMs) =>
      (await redis.set(keyOf(key), value, 'PX', ttlOf(ttlMs), 'NX')) === 'OK',
    delete: async (key) => {
      await redis.del(keyOf(key));
    },
  };
}
