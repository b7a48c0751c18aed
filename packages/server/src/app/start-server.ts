import { getRequestListener } from '@hono/node-server';
import type { AppContext } from '../app-context.js';
import {
  createLocalInvalidationBus,
  createRedisInvalidationBus,
} from '../cache/invalidation-bus.js';
import { createRedis } from '../cache/redis.js';
import type { Config } from '../config.js';
import { createApp } from './app.js';
import { createDispatcher } from './dispatcher.js';
import { listen, type RunningServer } from './server.js';
import type { Logger } from '../logger.js';
import { startModelCleanup } from '../oidc/model-cleanup.js';
import { MemoryModelStore } from '../oidc/memory-model-store.js';
import { createProviderRegistry } from '../oidc/provider-registry.js';
import { createTenantRegistry } from '../tenancy/tenant-registry.js';
import { createSecretVault, loadVaultKey } from '../utils/secret-vault.js';
import { prepareDatabase } from '../bootstrap/prepare-database.js';
import { scopeToTenant } from '../db/tenant-scope.js';
import { createEventBus } from '../events/event-bus.js';
import { invalidateCachesOnEvents } from './cache-invalidation.js';

export type Tessera = {
  url: string;
  context: AppContext;
  running: RunningServer;
  /** Finishes in-flight requests, then closes the database. */
  stop: () => Promise<void>;
};

/** The composition root: database, caches, providers, app, HTTP server. */
export async function startTessera(config: Config, logger: Logger): Promise<Tessera> {
  const database = await prepareDatabase(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
    logger,
  );
  const redis = config.redisUrl ? await createRedis(config.redisUrl, logger) : undefined;
  const bus = config.redisUrl
    ? await createRedisInvalidationBus(config.redisUrl, logger)
    : createLocalInvalidationBus();
  try {
    const vault = createSecretVault(loadVaultKey(config.secretVaultKey, config.dataDir));
    // The embedded database is locked to this process, so short-lived data may stay in it.
    const memory = database.kind === 'pglite' ? new MemoryModelStore() : undefined;
    const stopSweeping = memory?.startSweeping();
    const providers = createProviderRegistry({
      db: database.db,
      endpoint: config.endpoint,
      vault,
      logger,
      bus,
      redis,
      memory,
    });
    const tenants = createTenantRegistry(database.db, config.edition);
    const events = createEventBus(logger);
    events.subscribe(invalidateCachesOnEvents(bus));
    const tenantScope = (tenantId: string) => scopeToTenant(database.db, tenantId, events.deliver);
    const context: AppContext = { config, database, logger, bus, events, tenantScope, vault, providers, tenants };
    const app = createApp(context);
    const handler = createDispatcher({
      hono: getRequestListener(app.fetch),
      providers,
      tenants,
      logger,
    });
    const running = await listen({ handler, port: config.port, host: config.host });
    const stopCleanup = startModelCleanup(database, logger);
    const url = `http://127.0.0.1:${running.port}`;
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        stopCleanup();
        stopSweeping?.();
        await running.close(config.shutdownTimeoutMs);
        await bus.close();
        redis?.disconnect();
        await database.close();
      })();
      return stopping;
    };
    return { url, context, running, stop };
  } catch (error) {
    redis?.disconnect();
    await bus.close();
    await database.close();
    throw error;
  }
}
