import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { readTestRedisUrl } from '../config.js';
import { createRedisAdapterClass } from './redis-adapter.js';

const redisUrl = readTestRedisUrl();

describe.runIf(redisUrl)('Redis storage for the OIDC provider', () => {
  const redis = new Redis(redisUrl ?? '');
  const tenantId = `t${randomBytes(4).toString('hex')}`;
  const Adapter = createRedisAdapterClass(redis, tenantId, async (id) =>
    id === 'known' ? { client_id: 'known' } : undefined,
  );

  afterAll(async () => {
    const keys = await redis.keys(`oidc:${tenantId}:*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    redis.disconnect();
  });

  it('stores, finds by id and uid, and expires with the TTL', async () => {
    const sessions = new Adapter('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ uid: 'u1', accountId: 'a' });
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });
    expect(await redis.ttl(`oidc:${tenantId}:Session:s1`)).toBeGreaterThan(50);
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it('marks a code consumed without extending its life', async () => {
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 30);
    await codes.consume('c1');
    expect(await codes.find('c1')).toMatchObject({ consumed: expect.any(Number) });
    expect(await redis.ttl(`oidc:${tenantId}:AuthorizationCode:c1`)).toBeLessThanOrEqual(30);
  });

  it('revokes everything bound to a grant', async () => {
    const tokens = new Adapter('RefreshToken');
    const access = new Adapter('AccessToken');
    await tokens.upsert('r1', { grantId: 'g2' }, 300);
    await access.upsert('a1', { grantId: 'g2' }, 60);
    await access.upsert('a2', { grantId: 'other' }, 60);
    await tokens.revokeByGrantId('g2');
    expect(await tokens.find('r1')).toBeUndefined();
    expect(await access.find('a1')).toBeUndefined();
    expect(await access.find('a2')).toBeDefined();
  });

  it('reads clients from the applications, never from Redis', async () => {
    const clients = new Adapter('Client');
    await clients.upsert('known', { client_id: 'x' }, 60);
    expect(await clients.find('known')).toEqual({ client_id: 'known' });
    expect(await redis.exists(`oidc:${tenantId}:Client:known`)).toBe(0);
  });
});
