import type { EphemeralStore } from './cache/ephemeral-store.js';
import type { InvalidationBus } from './cache/invalidation-bus.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { RegionDatabases } from './db/region-databases.js';
import type { TenantScope } from './db/tenant-scope.js';
import type { EventBus } from './events/event-bus.js';
import type { OutboundFetch } from './http/outbound-fetch.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics/metrics.js';
import type { ClientIpResolver } from './modules/sentinel/client-ip.js';
import type { RateLimiter } from './modules/sentinel/rate-limiter.js';
import type { ProviderRegistry } from './oidc/provider-registry.js';
import type { TenantRegistry } from './tenancy/tenant-registry.js';
import type { SecretVault } from './utils/secret-vault.js';

/** What the composition root hands to each module: dependencies as arguments, never globals. */
export type AppContext = {
  config: Config;
  /** The home database: the admin and built-in tenants, and the tenant directory. */
  database: DatabaseHandle;
  /** The home database and each region's own (docs/cloud-tenants.md, Regions). */
  databases: RegionDatabases;
  logger: Logger;
  /** Cache invalidation between instances; fed by the domain events (see app/cache-invalidation.ts). */
  bus: InvalidationBus;
  /** Committed domain events, for subscribers. */
  events: EventBus;
  /**
   * A scope of one tenant of the home database (`admin`, `default`) whose events reach the
   * subscribers. Request handlers use the scope on the request context instead; this is for work
   * across tenants (console users live in `admin`). For any other tenant use `scopeOf`.
   */
  tenantScope: (tenantId: string) => TenantScope;
  /**
   * The scope of any tenant, bound to the database of its region: the one place a tenant's
   * database is picked. The request context's scope comes from here.
   */
  scopeOf: (tenantId: string) => Promise<TenantScope>;
  vault: SecretVault;
  providers: ProviderRegistry;
  tenants: TenantRegistry;
  /** The address of a request's sender, read as TRUST_PROXY allows. */
  clientIp: ClientIpResolver;
  /** The credential endpoints' budget per client address; shared by every instance with Redis. */
  rateLimiter: RateLimiter;
  /** Short-lived values every instance must agree on (in Redis when it is configured). */
  ephemeral: EphemeralStore;
  /** Prometheus counters (no-ops unless METRICS is on). */
  metrics: Metrics;
  /**
   * The client for URLs tenant administrators chose (webhooks, script fetch, HTTP message
   * services): refuses private networks when OUTBOUND_PRIVATE_NETWORK denies them.
   */
  outbound: OutboundFetch;
};
