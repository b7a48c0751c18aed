import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { readTestRedisUrl } from '../../config.js';
import { createRedisRateLimiter } from './redis-rate-limiter.js';

const redisUrl = readTestRedisUrl();
const silent = { warn: () => undefined };

describe.runIf(redisUrl)('Redis rate limiter', () => {
  const connections: Redis[] = [];
  const connect = (url = redisUrl ?? '') => {
    const redis = new Redis(url, { maxRetriesPerRequest: 0, lazyConnect: false });
    redis.on('error', () => undefined);
    connections.push(redis);
    return redis;
  };
  afterAll(() => connections.forEach((redis) => redis.disconnect()));
  // A prefix per run keeps parallel runs on one Redis apart.
  const prefix = `test:rate:${randomBytes(6).toString('hex')}:`;

  it('counts the hits of two instances against one limit, then tells when to come back', async () => {
    const one = createRedisRateLimiter({ redis: connect(), limit: 5, windowMs: 60_000, logger: silent, prefix });
    const two = createRedisRateLimiter({ redis: connect(), limit: 5, windowMs: 60_000, logger: silent, prefix });
    const decisions = await Promise.all(
      Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? one : two).take('sign-in:198.51.100.1')),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    const refused = await one.take('sign-in:198.51.100.1');
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Other keys keep their own budget.
    expect(await two.take('sign-in:198.51.100.2')).toEqual({ allowed: true });
  });

  it('lets the window expire in Redis', async () => {
    const limiter = createRedisRateLimiter({ redis: connect(), limit: 1, windowMs: 300, logger: silent, prefix });
    expect((await limiter.take('k')).allowed).toBe(true);
    expect((await limiter.take('k')).allowed).toBe(false);
    const deadline = Date.now() + 5000;
    let again = await limiter.take('k');
    while (!again.allowed && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await limiter.take('k');
    }
    expect(again.allowed).toBe(true);
  });

  it('falls back to counting in the process when Redis cannot answer', async () => {
    const redis = connect('redis://127.0.0.1:1');
    const warnings: unknown[] = [];
    const limiter = createRedisRateLimiter({
      redis,
      limit: 2,
      logger: { warn: (...args: unknown[]) => warnings.push(args) },
      prefix,
    });
    const decisions = [await limiter.take('k'), await limiter.take('k'), await limiter.take('k')];
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false]);
    expect(warnings.length).toBeGreaterThan(0);
  });
});
