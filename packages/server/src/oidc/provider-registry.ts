import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type Provider from 'oidc-provider';
import type { EphemeralStore } from '../cache/ephemeral-store.js';
import type { InvalidationBus } from '../cache/invalidation-bus.js';
import type { Database } from '../db/schema.js';
import { scopeToTenant, type DeliverEvents } from '../db/tenant-scope.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics/metrics.js';
import type { SecretVault } from '../utils/secret-vault.js';
import { createClientStore, type ClientStore } from './client-store.js';
import { createTenantProvider } from './create-provider.js';
import { findCookieKeys, findPrivateKeys } from '../modules/configs/oidc-key-queries.js';
import { findOidcSessionConfig, findStoredIdTokenConfig } from '../modules/configs/settings-service.js';
import { signingAlgOf, type StoredPrivateKey } from '../modules/configs/key-types.js';
import { nextEffectiveAt, signingOrder } from '../modules/configs/signing-key-rules.js';
import { createAccountSessionEnder } from './account-sessions.js';
import { createAccountModelLister, destroySession, revokeGrant } from './account-models.js';
import type { MemoryModelStore } from './memory-model-store.js';
import { createResourceServers, type ResourceServers } from './resource-server.js';
import { createSandboxPool } from '../modules/jwt-customizer/sandbox/sandbox-pool.js';
import type { OutboundFetch } from '../http/outbound-fetch.js';
import { findStoredJwtCustomizers } from '../modules/jwt-customizer/service.js';
import { serviceLocation, tenantEndpointOf, type TenantLocation } from '../tenancy/tenant-location.js';

export type TenantOidc = {
  provider: Provider;
  clients: ClientStore;
  resourceServers: ResourceServers;
  privateKeys: StoredPrivateKey[];
  callback: (request: IncomingMessage, response: ServerResponse) => void;
};

/**
 * A provider being built or built (`built` once it is), and when a next signing key it only
 * publishes takes effect.
 */
type ProviderEntry = { oidc: Promise<TenantOidc>; rebuildAt: number; built?: TenantOidc };

/**
 * One OpenID Provider per tenant, created on first use and kept in an LRU. Changes published on
 * the invalidation bus (here or on another instance) drop what they affect. A provider built
 * while a next signing key waits is rebuilt on the first request after that key takes effect.
 */
export function createProviderRegistry(options: {
  /** The database of a tenant's region (the tenant registry's `databaseOf`). */
  databaseOf: (tenantId: string) => Promise<Kysely<Database>>;
  endpoint: string;
  vault: SecretVault;
  logger: Logger;
  bus: InvalidationBus;
  redis?: Redis;
  memory?: MemoryModelStore;
  ephemeral: EphemeralStore;
  trustProxy: boolean;
  metrics: Metrics;
  /** Where providers' domain events go (the event bus's `deliver`). */
  deliverEvents?: DeliverEvents;
  /** The client custom token claims scripts fetch with (`OUTBOUND_PRIVATE_NETWORK`). */
  outbound: OutboundFetch;
}) {
  const providers = new LRUCache<string, ProviderEntry>({ max: 200 });
  // Loaded custom token claims scripts, kept across provider rebuilds (a changed script reloads).
  const sandboxes = createSandboxPool(options.outbound);

  const build = async (location: TenantLocation, entry: Pick<ProviderEntry, 'rebuildAt'>): Promise<TenantOidc> => {
    const { tenantId } = location;
    const scope = scopeToTenant(await options.databaseOf(tenantId), tenantId);
    const [storedKeys, cookieKeys, session, idToken, customizers] = await Promise.all([
      findPrivateKeys(scope),
      findCookieKeys(scope),
      findOidcSessionConfig(scope),
      findStoredIdTokenConfig(scope),
      findStoredJwtCustomizers(scope),
    ]);
    const builtAt = Date.now();
    // Next keys go last: published in the JWKS, never picked to sign.
    const privateKeys = signingOrder(storedKeys, builtAt);
    entry.rebuildAt = nextEffectiveAt(storedKeys, builtAt) ?? Number.POSITIVE_INFINITY;
    const signingAlg = signingAlgOf(privateKeys[0]);
    const signingAlgs = [...new Set(privateKeys.map(signingAlgOf))];
    const clients = createClientStore({ scope, vault: options.vault, endpoint: options.endpoint, tenantBaseUrl: tenantEndpointOf(location), signingAlg, signingAlgs });
    const resourceServers = createResourceServers(scope, signingAlg);
    const provider = await createTenantProvider({
      location,
      scope,
      privateKeys,
      cookieKeys,
      sessionTtlSeconds: session.ttl,
      idTokenExtendedClaims: idToken?.enabledExtendedClaims,
      clients,
      resourceServers,
      logger: options.logger,
      redis: options.redis,
      memory: options.memory,
      ephemeral: options.ephemeral,
      trustProxy: options.trustProxy,
      metrics: options.metrics,
      deliverEvents: options.deliverEvents,
      jwtCustomizers: { customizers, pool: sandboxes },
    });
    return { provider, clients, resourceServers, privateKeys, callback: provider.callback() };
  };

  /**
   * The tenant's provider at `location`: on the service host unless a custom domain is given.
   * A tenant reached on a custom domain gets a provider of its own there, whose issuer and pages
   * are on that domain; both share the tenant's keys, clients and stored grants.
   */
  const keyOf = (tenantId: string, location?: TenantLocation) =>
    location?.customDomain ? `${tenantId} ${location.customDomain}` : tenantId;

  const get = (tenantId: string, location?: TenantLocation): Promise<TenantOidc> => {
    const key = keyOf(tenantId, location);
    const cached = providers.get(key);
    if (cached && cached.rebuildAt > Date.now()) {
      return cached.oidc;
    }
    const pending = { rebuildAt: Number.POSITIVE_INFINITY };
    const at = location?.customDomain ? location : serviceLocation(options.endpoint, tenantId);
    const entry: ProviderEntry = Object.assign(pending, { oidc: build(at, pending) });
    providers.set(key, entry);
    entry.oidc.then(
      (oidc) => {
        entry.built = oidc;
      },
      () => {
        if (providers.get(key) === entry) {
          providers.delete(key);
        }
      },
    );
    return entry.oidc;
  };

  /**
   * What `get` would resolve with, when it is built already and due for no rebuild; undefined
   * otherwise (then `get` it). Lets the requests of a running provider skip a promise each.
   */
  const peek = (tenantId: string, location?: TenantLocation): TenantOidc | undefined => {
    const cached = providers.get(keyOf(tenantId, location));
    return cached && cached.rebuildAt > Date.now() ? cached.built : undefined;
  };

  /** The providers of a tenant: the service host's and one per custom domain it was reached on. */
  const entriesOf = (tenantId: string) =>
    [...providers.entries()].filter(([key]) => key === tenantId || key.startsWith(`${tenantId} `));

  options.bus.subscribe((message) => {
    for (const [key, entry] of entriesOf(message.tenantId)) {
      if (message.kind === 'provider' || message.kind === 'tenant') {
        providers.delete(key);
        continue;
      }
      void entry.oidc.then((oidc) => {
        if (message.kind === 'client') {
          oidc.clients.invalidate(message.clientId);
        } else if (message.kind === 'resources') {
          oidc.resourceServers.invalidate();
        }
      });
    }
  });

  /** Ends an account's sessions, grants and tokens in the tenant (see account-sessions.ts). */
  const endAccountSessions = createAccountSessionEnder(options);

  /** An account's live sessions or grants, and the ending of one (see account-models.ts). */
  const listAccountModels = createAccountModelLister(options);
  const endSession = async (tenantId: string, sessionId: string) => destroySession((await get(tenantId)).provider, sessionId);
  const endGrant = async (tenantId: string, grantId: string) => revokeGrant((await get(tenantId)).provider, grantId);

  return { get, peek, endAccountSessions, listAccountModels, endSession, endGrant };
}

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>;
