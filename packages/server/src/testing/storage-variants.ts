import { readTestRedisUrl } from '../config.js';

/**
 * Where the provider keeps sessions, codes and tokens, as a suite runs it: the database always,
 * Redis too when `TEST_REDIS_URL` is set. Each entry is a label and the server's extra environment.
 */
export function storageVariants(): [string, Record<string, string>][] {
  const variants: [string, Record<string, string>][] = [['database storage', {}]];
  const redisUrl = readTestRedisUrl();
  if (redisUrl) {
    variants.push(['Redis storage', { REDIS_URL: redisUrl }]);
  }
  return variants;
}
