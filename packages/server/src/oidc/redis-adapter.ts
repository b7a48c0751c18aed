import type { Redis } from 'ioredis';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { ClientMetadataFinder } from './adapter.js';

/** Models bound to a grant; revoking the grant removes them all. */
const grantBound = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** The set of every key stored for one account (sessions, grants, codes, tokens). */
const accountKeyOf = (tenantId: string, accountId: string) => `oidc:${tenantId}:account:${accountId}`;

/** Deletes everything the provider stored for one account of the tenant. */
export async function deleteRedisAccountModels(redis: Redis, tenantId: string, accountId: string) {
  const accountKey = accountKeyOf(tenantId, accountId);
  const keys = await redis.smembers(accountKey);
  await redis.del(...keys, accountKey);
}

/**
 * oidc-provider storage in Redis, for deployments with several instances: entries expire with
 * the model's TTL, uid and user-code lookups go through index keys, grants keep a set of the
 * keys bound to them, and accounts a set of every key stored for them.
 */
export function createRedisAdapterClass(
  redis: Redis,
  tenantId: string,
  findClient: ClientMetadataFinder,
) {
  const keyOf = (model: string, id: string) => `oidc:${tenantId}:${model}:${id}`;
  const grantKey = (grantId: string) => `oidc:${tenantId}:grant:${grantId}`;

  return class RedisAdapter implements Adapter {
    constructor(private readonly modelName: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      if (this.modelName === 'Client') {
        return;
      }
      const key = keyOf(this.modelName, id);
      const ttl = Math.max(1, Math.ceil(expiresIn));
      const multi = redis.multi().set(key, JSON.stringify(payload), 'EX', ttl);
      if (payload.uid) {
        multi.set(keyOf(`${this.modelName}:uid`, payload.uid), id, 'EX', ttl);
      }
      if (payload.userCode) {
        multi.set(keyOf(`${this.modelName}:userCode`, payload.userCode), id, 'EX', ttl);
      }
      if (payload.grantId && grantBound.has(this.modelName)) {
        multi.rpush(grantKey(payload.grantId), key);
        multi.expire(grantKey(payload.grantId), ttl, 'GT');
        multi.expire(grantKey(payload.grantId), ttl, 'NX');
      }
      if (typeof payload.accountId === 'string') {
        const accountKey = accountKeyOf(tenantId, payload.accountId);
        multi.sadd(accountKey, key);
        multi.expire(accountKey, ttl, 'GT');
        multi.expire(accountKey, ttl, 'NX');
      }
      await multi.exec();
    }

    async find(id: string) {
      if (this.modelName === 'Client') {
        return findClient(id);
      }
      const raw = await redis.get(keyOf(this.modelName, id));
      return raw ? (JSON.parse(raw) as AdapterPayload) : undefined;
    }

    async findByUid(uid: string) {
      const id = await redis.get(keyOf(`${this.modelName}:uid`, uid));
      return id ? this.find(id) : undefined;
    }

    async findByUserCode(userCode: string) {
      const id = await redis.get(keyOf(`${this.modelName}:userCode`, userCode));
      return id ? this.find(id) : undefined;
    }

    async consume(id: string) {
      const key = keyOf(this.modelName, id);
      const raw = await redis.get(key);
      if (!raw) {
        return;
      }
      const payload = { ...(JSON.parse(raw) as AdapterPayload), consumed: Math.floor(Date.now() / 1000) };
      await redis.set(key, JSON.stringify(payload), 'KEEPTTL');
    }

    async destroy(id: string) {
      await redis.del(keyOf(this.modelName, id));
    }

    async revokeByGrantId(grantId: string) {
      const keys = await redis.lrange(grantKey(grantId), 0, -1);
      await redis.del(...keys, grantKey(grantId));
    }
  };
}
