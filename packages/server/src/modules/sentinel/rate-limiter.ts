import { LRUCache } from 'lru-cache';
import { entryLimit } from '../../cache/entry-limit.js';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts requests per key. In memory for one process (`createRateLimiter`); in Redis when several
 * instances share the budget (`createRedisRateLimiter`).
 */
export type RateLimiter = { take: (key: string) => RateDecision | Promise<RateDecision> };

type Bucket = { tokens: number; updatedAt: number };

/**
 * An in-memory token bucket per key: `limit` requests at once, refilled continuously at `limit`
 * per window. Memory stays bounded: a key idle for a whole window is full again, so it is
 * forgotten, and at most `maxKeys` are kept. One process only; instances do not share counts.
 */
export function createRateLimiter(options: {
  limit: number;
  windowMs?: number;
  maxKeys?: number;
  now?: () => number;
}): { take: (key: string) => RateDecision } {
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const refillPerMs = options.limit / windowMs;
  const buckets = new LRUCache<string, Bucket>({
    ...entryLimit(options.maxKeys ?? 100_000),
    ttl: windowMs,
    ttlAutopurge: false,
  });

  return {
    take(key: string): RateDecision {
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: options.limit, updatedAt: time };
      const tokens = Math.min(options.limit, bucket.tokens + (time - bucket.updatedAt) * refillPerMs);
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, updatedAt: time });
        return { allowed: true };
      }
      buckets.set(key, { tokens, updatedAt: time }, { noUpdateTTL: true });
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)) };
    },
  };
}
