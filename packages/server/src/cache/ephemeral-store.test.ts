import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { readTestRedisUrl } from '../config.js';
import { createMemoryEphemeralStore, createRedisEphemeralStore, type EphemeralStore } from './ephemeral-store.js';

const redisUrl = readTestRedisUrl();
const connections: Redis[] = [];
afterAll(() => connections.forEach((redis) => redis.disconnect()));

const variants: [string, () => [EphemeralStore, EphemeralStore]][] = [
  [
    'memory',
    () => {
      const store = createMemoryEphemeralStore();
      return [store, store];
    },
  ],
];
if (redisUrl) {
  variants.push([
    'Redis, two instances',
    () => {
      const prefix = `test:ephemeral:${randomBytes(6).toString('hex')}:`;
      const [one, two] = [new Redis(redisUrl), new Redis(redisUrl)];
      connections.push(one, two);
      return [createRedisEphemeralStore(one, prefix), createRedisEphemeralStore(two, prefix)];
    },
  ]);
}

describe.each(variants)('ephemeral store (%s)', (_name, make) => {
  it('shows a value set by one instance to the other until it is deleted', async () => {
    const [one, two] = make();
    await one.set('a', 'x', 60_000);
    expect(await two.get('a')).toBe('x');
    await two.delete('a');
    expect(await one.get('a')).toBeUndefined();
  });

  it('claims a key once, whichever instance asks', async () => {
    const [one, two] = make();
    const claims = await Promise.all([one.setIfAbsent('jti', '1', 60_000), two.setIfAbsent('jti', '1', 60_000)]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await one.setIfAbsent('jti', '1', 60_000)).toBe(false);
  });

  it('forgets a value after its lifetime', async () => {
    const [one, two] = make();
    await one.set('short', 'x', 50);
    const deadline = Date.now() + 5000;
    while ((await two.get('short')) !== undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await two.get('short')).toBeUndefined();
  });
});
