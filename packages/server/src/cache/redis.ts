import type { Redis } from 'ioredis';
import type { Logger } from '../logger.js';

/** The shared Redis connection; connection problems are logged, commands fail fast. */
export async function createRedis(url: string, logger: Logger): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  return redis;
}
