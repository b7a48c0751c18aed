import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { scopeToTenant } from '../db/tenant-scope.js';
import { deleteModelInstancesByAccountId } from './adapter-queries.js';
import type { MemoryModelStore } from './memory-model-store.js';
import { deleteRedisAccountModels } from './redis-adapter.js';

/**
 * Ends everything the provider holds for one account, wherever the adapter keeps it: sessions
 * (the browser's next authorization asks for sign-in again), grants (their JWT access tokens are
 * refused by introspection), refresh and opaque access tokens, and pending codes.
 */
export function createAccountSessionEnder(options: {
  databaseOf: (tenantId: string) => Promise<Kysely<Database>>;
  redis?: Redis;
  memory?: MemoryModelStore;
}) {
  return async (tenantId: string, accountId: string) => {
    if (options.redis) {
      await deleteRedisAccountModels(options.redis, tenantId, accountId);
      return;
    }
    options.memory?.destroyByAccountId(`${tenantId}:`, accountId);
    await deleteModelInstancesByAccountId(scopeToTenant(await options.databaseOf(tenantId), tenantId), accountId);
  };
}

export type AccountSessionEnder = ReturnType<typeof createAccountSessionEnder>;
