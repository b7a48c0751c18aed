import type { Redis } from 'ioredis';
import type { Logger } from '../../logger.js';
import { createRateLimiter, type RateDecision, type RateLimiter } from './rate-limiter.js';

/**
 * One atomic step: count the hit, start the window's expiry on its first hit, and answer the
 * count with the milliseconds left. A key that somehow lost its expiry gets it back.
 */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/**
 * A limiter every instance shares: `limit` requests per key in a fixed window counted in Redis
 * (INCR and PEXPIRE in one script, so concurrent instances never lose a hit). When Redis cannot
 * answer, this process's own token bucket decides, so the limit degrades to one instance's
 * count instead of disappearing.
 */
export function createRedisRateLimiter(options: {
  redis: Redis;
  limit: number;
  windowMs?: number;
  logger: Pick<Logger, 'warn'>;
  prefix?: string;
}): RateLimiter {
  const windowMs = options.windowMs ?? 60_000;
  const prefix = options.prefix ?? 'tessera:rate:';
  const fallback = createRateLimiter({ limit: options.limit, windowMs });
  return {
    async take(key: string): Promise<RateDecision> {
      try {
        const [count, ttlMs] = (await options.redis.eval(hitScript, 1, `${prefix}${key}`, windowMs)) as [number, number];
        if (count <= options.limit) {
          return { allowed: true };
        }
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
      } catch (error) {
        options.logger.warn({ err: error }, 'shared rate limit unavailable; counting in this process');
        return fallback.take(key);
      }
    },
  };
}
