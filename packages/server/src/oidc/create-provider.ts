import type { Redis } from 'ioredis';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { EphemeralStore } from '../cache/ephemeral-store.js';
import type Provider from 'oidc-provider';
import {
  organizationInvitationParameter,
  organizationsResource,
  tokenLifetimes,
  type IdTokenExtendedClaim,
} from '@tessera/schemas';
import type { DeliverEvents, TenantScope } from '../db/tenant-scope.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics/metrics.js';
import { countOidcRequests } from './provider-metrics.js';
import { raiseTokenExchangeEvents } from './token-exchange-events.js';
import { locationIssuer, type TenantLocation } from '../tenancy/tenant-location.js';
import { createAdapterClass } from './adapter.js';
import { acceptAnyValidSecret } from './client-secret-check.js';
import { reuseClientInstances } from './client-instances.js';
import type { MemoryModelStore } from './memory-model-store.js';
import { providerPageSecurity } from './page-security.js';
import { createRedisAdapterClass } from './redis-adapter.js';
import { refreshTokenTtlSeconds } from './client-metadata.js';
import type { ClientStore } from './client-store.js';
import { claimsByScope, createFindAccount } from './find-account.js';
import { loadFirstPartyGrant } from './first-party-grant.js';
import { renderLogoutSource } from './logout-page.js';
import { endpointConformance } from './endpoint-conformance.js';
import { keepFirstPartyOfflineAccess } from './first-party-offline-access.js';
import { createStructuredTokens, grantIdClaim, revokedAccessTokenModel } from './structured-tokens.js';
import { deviceFlowFeature, enforceDevicePolling } from './device-flow.js';
import { renderOidcErrorPage } from './error-page.js';
import type { StoredCookieKey, StoredPrivateKey } from '../modules/configs/key-types.js';
import type { ResourceServers } from './resource-server.js';
import { enableOrganizationTokens, organizationRequestOf } from './organization-tokens.js';
import { startCodeExchangeReads } from './code-exchange-reads.js';
import { findUserById } from '../modules/users/queries.js';
import { tokenExchangeClaimsOf } from './token-exchange-claims.js';
import { enableTokenExchange } from './token-exchange.js';
import { createJwtCustomizerHook, type IssuingToken } from '../modules/jwt-customizer/token-claims.js';
import type { SandboxPool } from '../modules/jwt-customizer/sandbox/sandbox-pool.js';
import type { StoredJwtCustomizers } from '../modules/jwt-customizer/service.js';

export type TenantProviderOptions = {
  /** The tenant and where this provider serves it: its issuer and pages are built from it. */
  location: TenantLocation;
  scope: TenantScope;
  privateKeys: StoredPrivateKey[];
  cookieKeys: StoredCookieKey[];
  /** How long a sign-in session lasts (the tenant's `/configs/oidc/session`). */
  sessionTtlSeconds: number;
  /** The extended claims ID tokens carry; all granted ones while the tenant never chose. */
  idTokenExtendedClaims?: readonly IdTokenExtendedClaim[];
  clients: ClientStore;
  resourceServers: ResourceServers;
  logger: Logger;
  /** When set, sessions, codes and tokens live in Redis instead of the database. */
  redis?: Redis;
  /** Single-process (embedded) deployments keep short-lived data in memory. */
  memory?: MemoryModelStore;
  /** Device polling times, shared by every instance when Redis is configured. */
  ephemeral: EphemeralStore;
  /** Whether X-Forwarded-Proto and X-Forwarded-Host come from a trusted proxy (TRUST_PROXY). */
  trustProxy: boolean;
  metrics: Metrics;
  /** Where the provider's domain events (`token.exchanged`) go; nowhere when unset. */
  deliverEvents?: DeliverEvents;
  /** The tenant's custom token claims scripts and the sandboxes that run them. */
  jwtCustomizers?: { customizers: StoredJwtCustomizers; pool: SandboxPool };
};

/** The tenant's OpenID Provider: our adapter, keys, clients, accounts and resource servers. */
export async function createTenantProvider(options: TenantProviderOptions): Promise<Provider> {
  // Loaded on the first OIDC request, so starting the server does not wait for it.
  const { default: OidcProvider } = await import('oidc-provider');
  const { location, scope, clients, resourceServers } = options;
  const { tenantId, endpoint, prefix } = location;
  const extrasOf = (clientId: string) => clients.peek(clientId)?.extras;
  const secure = endpoint.startsWith('https:');
  const findClient = async (clientId: string) => (await clients.find(clientId))?.metadata;

  const customJwtClaims =
    options.jwtCustomizers &&
    createJwtCustomizerHook({
      tenantId,
      scope,
      ...options.jwtCustomizers,
      logger: options.logger,
      clientVersion: (clientId) => clients.peek(clientId),
      organizationIdOf: (ctx) => organizationRequestOf(ctx)?.organizationId,
    });

  const adapter = options.redis
    ? createRedisAdapterClass(options.redis, tenantId, findClient)
    : createAdapterClass(scope, findClient, options.memory, () => OidcProvider.ctx);

  const configuration: Configuration = {
    adapter,
    jwks: { keys: options.privateKeys.map((key) => key.jwk) as never },
    cookies: {
      keys: options.cookieKeys.map((key) => key.value),
      names: {
        session: `_session_${tenantId}`,
        interaction: `_interaction_${tenantId}`,
        resume: `_interaction_resume_${tenantId}`,
      },
      // The sign-in app's API reads the interaction cookie, so it is sent to the whole host.
      short: { path: '/', sameSite: 'lax', secure, httpOnly: true, signed: true },
      long: { sameSite: 'lax', secure, httpOnly: true, signed: true },
    },
    claims: claimsByScope,
    conformIdTokenClaims: false,
    findAccount: createFindAccount(scope, options.idTokenExtendedClaims),
    extraParams: {
      first_screen: null,
      login_hint: null,
      // An invitation link's id: the sign-in app names the organization, and submit accepts it.
      [organizationInvitationParameter]: null,
      // Not a parameter of its own: the hook runs after the library's scope check (OIDC Core §11).
      offline_access_hint: keepFirstPartyOfflineAccess(extrasOf),
    },
    // Clients get `code` only (client-metadata.ts); the library's default also lists `id_token` and
    // `code id_token`, which makes discovery advertise implicit and hybrid flows no client may use.
    responseTypes: ['code'],
    // The claims of the tenant's custom token claims script (modules/jwt-customizer) come first,
    // so they can never override the organization an organization token was issued for
    // (organization-tokens.ts) or the actor of a token exchange (token-exchange-actor.ts).
    extraTokenClaims: async (ctx, token) => {
      const request = organizationRequestOf(ctx);
      const exchanged = tokenExchangeClaimsOf(ctx);
      const custom = customJwtClaims && (await customJwtClaims(ctx, token as unknown as IssuingToken));
      if (!request && !exchanged?.act && !custom) {
        return undefined;
      }
      return {
        ...custom,
        ...(request ? { organization_id: request.organizationId } : {}),
        ...(exchanged?.act ? { act: exchanged.act } : {}),
      };
    },
    formats: {
      customizers: {
        // Lets introspection see that a user's JWT access token died with its grant (structured-tokens.ts).
        jwt: (_ctx, token, jwt) => {
          if ('grantId' in token && typeof token.grantId === 'string') {
            jwt.payload[grantIdClaim] = token.grantId;
          }
        },
      },
    },
    // What clients can be registered with (client-metadata.ts); `client_secret_jwt` is not one.
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'private_key_jwt', 'none'],
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: {
        enabled: true,
        // Confidential clients (resource servers) may introspect any of the tenant's tokens; a
        // public client only its own (RFC 7662 §4). Public clients are refused before this anyway.
        allowedPolicy: async (_ctx, client, token) =>
          client.clientAuthMethod !== 'none' || token.clientId === client.clientId,
      },
      revocation: {
        enabled: true,
        // Only the client a token was issued to may revoke it (RFC 7009 §2.1).
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: renderLogoutSource },
      backchannelLogout: { enabled: true },
      // Per application (client-metadata.ts): RFC 9126 and RFC 9449, for FAPI 2.0 clients.
      pushedAuthorizationRequests: { enabled: true, requirePushedAuthorizationRequests: false },
      dPoP: { enabled: true },
      deviceFlow: deviceFlowFeature(`${endpoint}${prefix}/device`),
      resourceIndicators: {
        enabled: true,
        // The reserved organizations resource only ever serves organization tokens: when a grant
        // holds it beside one API resource, that API resource is the default.
        defaultResource: async (_ctx, _client, oneOf) => {
          if (!oneOf) {
            return resourceServers.defaultResource();
          }
          const apis = oneOf.filter((indicator) => indicator !== organizationsResource);
          return apis.length === 1 ? apis[0] : apis.length === 0 ? undefined : apis;
        },
        getResourceServerInfo: (ctx, indicator, client) =>
          resourceServers.getResourceServerInfo(ctx, indicator, client),
        useGrantedResource: async (_ctx, model) => model.resource !== organizationsResource,
      },
    },
    enabledJWA: {
      idTokenSigningAlgValues: ['RS256', 'ES256'],
      // Asymmetric only: `private_key_jwt` is the one assertion-based method clients can use.
      clientAuthSigningAlgValues: ['RS256', 'PS256', 'ES256', 'EdDSA'],
    },
    interactions: {
      url: (ctx: KoaContextWithOIDC, interaction) => {
        const page =
          interaction.prompt.name === 'consent'
            ? 'consent'
            : ctx.oidc.params?.first_screen === 'register'
              ? 'register'
              : 'sign-in';
        return `${endpoint}${prefix}/${page}?uid=${interaction.uid}`;
      },
    },
    loadExistingGrant: (ctx) => loadFirstPartyGrant(ctx, extrasOf),
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (code.scopes.has('offline_access') || Boolean(extrasOf(client.clientId)?.custom.alwaysIssueRefreshToken)),
    rotateRefreshToken: (ctx) => {
      const clientId = ctx.oidc.client?.clientId;
      const rotate = clientId ? extrasOf(clientId)?.custom.rotateRefreshToken : undefined;
      return rotate ?? tokenLifetimes.rotateRefreshToken;
    },
    clientBasedCORS: (_ctx, origin, client) => {
      const extras = extrasOf(client.clientId);
      const allowed = extras?.custom.corsAllowedOrigins ?? [];
      const redirectOrigins = (client.redirectUris ?? []).flatMap((uri) => {
        try {
          return [new URL(uri).origin];
        } catch {
          return [];
        }
      });
      return allowed.includes(origin) || redirectOrigins.includes(origin);
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? tokenLifetimes.accessTokenSeconds,
      ClientCredentials: (_ctx, token) =>
        token.resourceServer?.accessTokenTTL ?? tokenLifetimes.accessTokenSeconds,
      AuthorizationCode: 60,
      IdToken: (_ctx, _token, client) =>
        extrasOf(client.clientId)?.custom.idTokenTtl ?? tokenLifetimes.idTokenSeconds,
      RefreshToken: (_ctx, _token, client) =>
        refreshTokenTtlSeconds(extrasOf(client.clientId)?.custom ?? {}),
      Interaction: 3600,
      Session: options.sessionTtlSeconds,
      Grant: options.sessionTtlSeconds,
    },
    renderError: renderOidcErrorPage,
  };

  const provider = new OidcProvider(locationIssuer(location), configuration);
  // Forwarded scheme and host are honoured only behind a proxy the operator trusts.
  provider.proxy = options.trustProxy;
  provider.use(providerPageSecurity);
  const structuredTokens = createStructuredTokens({
    issuer: provider.issuer,
    privateKeys: options.privateKeys,
    revoked: new adapter(revokedAccessTokenModel),
    findGrant: async (grantId) => {
      const grant = await provider.Grant.find(grantId);
      return grant && !grant.isExpired ? grant : undefined;
    },
  });
  provider.use(endpointConformance(structuredTokens));
  enableOrganizationTokens(provider, scope, resourceServers.findResource);
  if (!options.redis) {
    startCodeExchangeReads(provider, (accountId) => findUserById(scope, accountId));
  }
  await enableTokenExchange(provider, {
    scope,
    extrasOf,
    findResource: resourceServers.findResource,
    structuredTokens,
  });
  acceptAnyValidSecret(provider, clients);
  reuseClientInstances(provider, clients);
  enforceDevicePolling(provider, options.ephemeral);
  countOidcRequests(provider, options.metrics);
  if (options.deliverEvents) {
    raiseTokenExchangeEvents(provider, tenantId, options.deliverEvents);
  }
  provider.on('server_error', (_ctx, error) => options.logger.error({ err: error, tenantId }, 'oidc server error'));
  return provider;
}
