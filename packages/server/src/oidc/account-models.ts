import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Database } from '../db/schema.js';
import { scopeToTenant } from '../db/tenant-scope.js';

/** What the provider stored for an account under one model: its id, payload and expiry. */
export type StoredModel = { id: string; payload: Record<string, unknown>; expiresAt: Date };

/** Models an administrator lists and ends for a user. */
export type AccountModelName = 'Session' | 'Grant';

const listFromDatabase = async (db: Kysely<Database>, tenantId: string, accountId: string, modelName: string) => {
  const rows = await scopeToTenant(db, tenantId)
    .selectFrom('oidc_model_instances')
    .select(['id', 'payload', 'expires_at'])
    .where(sql`payload->>'accountId'`, '=', accountId)
    .where('model_name', '=', modelName)
    .where(sql<boolean>`expires_at > now()`)
    .execute();
  return rows.map((row) => ({ id: row.id, payload: row.payload as Record<string, unknown>, expiresAt: row.expires_at }));
};

const listFromRedis = async (redis: Redis, tenantId: string, accountId: string, modelName: string) => {
  const prefix = `oidc:${tenantId}:${modelName}:`;
  const keys = (await redis.smembers(`oidc:${tenantId}:account:${accountId}`)).filter(
    (key) => key.startsWith(prefix) && !key.slice(prefix.length).includes(':'),
  );
  const found = await Promise.all(
    keys.map(async (key): Promise<StoredModel | undefined> => {
      const [raw, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
      if (!raw || ttl <= 0) {
        return undefined;
      }
      const payload = JSON.parse(raw) as Record<string, unknown>;
      // The payload's own expiry when it has one, so two reads agree to the millisecond.
      const expiresAt = new Date(typeof payload.exp === 'number' ? payload.exp * 1000 : Date.now() + ttl);
      return { id: key.slice(prefix.length), payload, expiresAt };
    }),
  );
  return found.filter((model) => model !== undefined);
};

/**
 * An account's live sessions or grants, wherever the adapter keeps them (the database, or Redis
 * when configured; neither model is kept in the process memory).
 */
export const createAccountModelLister =
  (options: { databaseOf: (tenantId: string) => Promise<Kysely<Database>>; redis?: Redis }) =>
  (tenantId: string, accountId: string, modelName: AccountModelName): Promise<StoredModel[]> =>
    options.redis
      ? listFromRedis(options.redis, tenantId, accountId, modelName)
      : options.databaseOf(tenantId).then((db) => listFromDatabase(db, tenantId, accountId, modelName));

/** Ends one session: the browser holding it must sign in again. */
export const destroySession = (provider: Provider, sessionId: string) => provider.Session.adapter.destroy(sessionId);

/**
 * Revokes one grant and every code and token issued under it (the adapters remove grant-bound
 * models together); JWT access tokens fail introspection once their grant is gone.
 */
export const revokeGrant = async (provider: Provider, grantId: string) => {
  await provider.RefreshToken.adapter.revokeByGrantId(grantId);
  await provider.Grant.adapter.destroy(grantId);
};
