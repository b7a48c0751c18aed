import { getRequestListener } from '@hono/node-server';
import type { AppContext } from '../app-context.js';
import {
  createLocalInvalidationBus,
  createRedisInvalidationBus,
} from '../cache/invalidation-bus.js';
import { createRedis } from '../cache/redis.js';
import { createMemoryEphemeralStore, createRedisEphemeralStore } from '../cache/ephemeral-store.js';
import { createTenantReads } from '../cache/tenant-reads.js';
import { createClientIpResolver } from '../modules/sentinel/client-ip.js';
import { createRateLimiter } from '../modules/sentinel/rate-limiter.js';
import { createRedisRateLimiter } from '../modules/sentinel/redis-rate-limiter.js';
import type { Config } from '../config.js';
import { createApp } from './app.js';
import { createDispatcher } from './dispatcher.js';
import { withServerTiming } from '../http/server-timing.js';
import { listen, type RunningServer } from './server.js';
import type { Logger } from '../logger.js';
import { startModelCleanup } from '../oidc/model-cleanup.js';
import { MemoryModelStore } from '../oidc/memory-model-store.js';
import { createProviderRegistry } from '../oidc/provider-registry.js';
import { createTenantRegistry } from '../tenancy/tenant-registry.js';
import { createSecretVault, loadVaultKey } from '../utils/secret-vault.js';
import { prepareDatabase } from '../bootstrap/prepare-database.js';
import { scopeToTenant } from '../db/tenant-scope.js';
import { homeOnly, openRegionDatabases, type RegionDatabases } from '../db/region-databases.js';
import { createEventBus } from '../events/event-bus.js';
import { createMetrics } from '../metrics/metrics.js';
import { invalidateCachesOnEvents } from './cache-invalidation.js';
import { endSessionsOnEvents } from './session-revocation.js';
import { createAuditRecorder, type AuditRecorder } from '../modules/logs/recorder.js';
import { startLogRetention } from '../modules/logs/retention.js';
import { startRegionTenantCleanUp } from '../modules/tenants/region-clean-up.js';
import { startHookDispatcher } from '../modules/hooks/dispatcher.js';
import { createOutboundFetch } from '../http/outbound-fetch.js';
import { createHookOutbox } from '../modules/hooks/outbox.js';
import { createCustomDomainRouting } from '../modules/custom-domains/host-routing.js';
import { startCustomDomainChecks } from '../modules/custom-domains/start-checks.js';
import { seedCloud } from '../modules/tenants/cloud-seed.js';
import { createSuspensionGate } from '../modules/tenant-suspension/suspension-gate.js';
import { createSuspensionLookup } from '../modules/tenant-suspension/suspension-lookup.js';
import { renderPage } from '../oidc/error-page.js';

export type Tessera = {
  url: string;
  context: AppContext;
  running: RunningServer;
  /** Audit logs and activity counts waiting for their batch; `flush` writes them now. */
  records: Pick<AuditRecorder, 'flush'>;
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
  let databases: RegionDatabases = homeOnly(database);
  try {
    databases = await openRegionDatabases(database, config.regionDatabaseUrls, logger);
    if (config.edition === 'cloud') {
      await seedCloud(database.db);
    }
    const tenants = createTenantRegistry(databases, config.edition);
    const vault = createSecretVault(loadVaultKey(config.secretVaultKey, config.dataDir));
    // The embedded database is locked to this process, so short-lived data may stay in it.
    const memory = database.kind === 'pglite' ? new MemoryModelStore() : undefined;
    const sweeping = memory?.startSweeping(logger);
    // What several instances must agree on lives in Redis when there is one.
    const ephemeral = redis ? createRedisEphemeralStore(redis) : createMemoryEphemeralStore();
    const limit = config.credentialRateLimitPerMinute;
    const rateLimiter = redis ? createRedisRateLimiter({ redis, limit, logger }) : createRateLimiter({ limit });
    const clientIp = createClientIpResolver(config.trustProxy);
    const metrics = await createMetrics(config.metrics);
    const events = createEventBus(logger);
    // Requests to URLs tenant administrators chose: private networks refused when denied.
    const outbound = createOutboundFetch(config.outboundPrivateNetwork);
    const providers = createProviderRegistry({
      databaseOf: tenants.databaseOf,
      endpoint: config.endpoint,
      vault,
      logger,
      bus,
      redis,
      memory,
      ephemeral,
      trustProxy: config.trustProxy.kind !== 'none',
      metrics,
      deliverEvents: events.deliver,
      outbound,
    });
    const reads = createTenantReads();
    const suspensions = createSuspensionLookup(database.db);
    bus.subscribe((message) => {
      if (message.kind === 'tenant') {
        tenants.forget(message.tenantId);
        suspensions.forget(message.tenantId);
        reads.forgetTenant(message.tenantId);
      } else if (message.kind === 'tenant-read') {
        reads.forget(message.tenantId, message.name);
      }
    });
    events.subscribe(invalidateCachesOnEvents(bus));
    events.subscribe(endSessionsOnEvents(providers), { settles: true });
    const records = createAuditRecorder(tenants.databaseOf, logger);
    events.subscribe(records.listener);
    events.subscribe((event) => {
      if (event.name === 'identifier.locked') {
        metrics.lockout();
      }
    });
    // Jobs across tenants run against every database tenants live in.
    const homes = databases.all;
    const hooks = homes.map((home) => startHookDispatcher({ db: home.db, vault, logger, outbound, ...config.hooks }));
    const domainCheckers =
      config.edition === 'cloud' ? homes.map((home) => startCustomDomainChecks(config, home.db, logger)) : [];
    const outbox = createHookOutbox({ reads, onRecorded: () => hooks.forEach((dispatcher) => dispatcher.wake()) });
    events.subscribe(outbox.listener);
    const tenantScope = (tenantId: string) =>
      scopeToTenant(database.db, tenantId, events.deliver, reads, outbox.write);
    const scopeOf = async (tenantId: string) =>
      scopeToTenant(await tenants.databaseOf(tenantId), tenantId, events.deliver, reads, outbox.write);
    const context: AppContext = {
      config,
      database,
      databases,
      logger,
      bus,
      events,
      tenantScope,
      scopeOf,
      vault,
      providers,
      tenants,
      clientIp,
      rateLimiter,
      ephemeral,
      metrics,
      outbound,
    };
    const app = createApp(context);
    const dispatcher = createDispatcher({
      hono: getRequestListener(app.fetch),
      providers,
      tenants,
      logger,
      endpoint: config.endpoint,
      // Only cloud tenants can be suspended.
      refuse: config.edition === 'cloud' ? createSuspensionGate(suspensions, renderPage) : undefined,
      customDomainOf:
        config.edition === 'cloud'
          ? createCustomDomainRouting({
              databases: homes.map((home) => home.db),
              serviceHosts: [new URL(config.endpoint).hostname, config.customDomains.cnameTarget],
              trustProxy: config.trustProxy.kind !== 'none',
              tenantSubdomains: config.tenantSubdomains,
            })
          : undefined,
    });
    const handler = metrics.instrument(config.serverTiming ? withServerTiming(dispatcher) : dispatcher);
    const running = await listen({ handler, port: config.port, host: config.host });
    const jobs = [
      ...homes.flatMap((home) => startModelCleanup(home, logger)),
      ...homes.map((home) => startLogRetention(home.db, logger)),
      ...startRegionTenantCleanUp(databases, logger),
      ...(sweeping ? [sweeping] : []),
    ];
    const url = `http://127.0.0.1:${running.port}`;
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        // No job starts a run from here on; a run under way ends before the database closes.
        const jobsStopped = Promise.all(jobs.map((job) => job.stop()));
        await running.close(config.shutdownTimeoutMs);
        await Promise.all(hooks.map((dispatcher) => dispatcher.stop()));
        await Promise.all(domainCheckers.map((checker) => checker.stop()));
        await jobsStopped;
        // Requests have finished: what they recorded is written before the database closes.
        await records.close();
        await bus.close();
        redis?.disconnect();
        await databases.close();
        await database.close();
      })();
      return stopping;
    };
    return { url, context, running, stop, records };
  } catch (error) {
    redis?.disconnect();
    await bus.close();
    await databases.close();
    await database.close();
    throw error;
  }
}
