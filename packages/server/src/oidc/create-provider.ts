import type { Redis } from 'ioredis';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';
import { tokenLifetimes } from '@tessera/schemas';
import type { TenantScope } from '../db/tenant-scope.js';
import type { Logger } from '../logger.js';
import { tenantIssuer, tenantPathPrefix } from '../tenancy/tenant-urls.js';
import { createAdapterClass } from './adapter.js';
import { acceptAnyValidSecret } from './client-secret-check.js';
import type { MemoryModelStore } from './memory-model-store.js';
import { createRedisAdapterClass } from './redis-adapter.js';
import { refreshTokenTtlSeconds } from './client-metadata.js';
import type { ClientStore } from './client-store.js';
import { claimsByScope, createFindAccount } from './find-account.js';
import { loadFirstPartyGrant } from './first-party-grant.js';
import { renderLogoutSource } from './logout-page.js';
import type { StoredCookieKey, StoredPrivateKey } from '../modules/configs/key-types.js';
import type { ResourceServers } from './resource-server.js';

export type TenantProviderOptions = {
  tenantId: string;
  endpoint: string;
  scope: TenantScope;
  privateKeys: StoredPrivateKey[];
  cookieKeys: StoredCookieKey[];
  clients: ClientStore;
  resourceServers: ResourceServers;
  logger: Logger;
  /** When set, sessions, codes and tokens live in Redis instead of the database. */
  redis?: Redis;
  /** Single-process (embedded) deployments keep short-lived data in memory. */
  memory?: MemoryModelStore;
};


/** The tenant's OpenID Provider: our adapter, keys, clients, accounts and resource servers. */
export async function createTenantProvider(options: TenantProviderOptions): Promise<Provider> {
  // Loaded on the first OIDC request, so starting the server does not wait for it.
  const { default: OidcProvider } = await import('oidc-provider');
  const { tenantId, endpoint, scope, clients, resourceServers } = options;
  const prefix = tenantPathPrefix(tenantId);
  const extrasOf = (clientId: string) => clients.peek(clientId)?.extras;
  const secure = endpoint.startsWith('https:');
  const findClient = async (clientId: string) => (await clients.find(clientId))?.metadata;

  const configuration: Configuration = {
    adapter: options.redis
      ? createRedisAdapterClass(options.redis, tenantId, findClient)
      : createAdapterClass(scope, findClient, options.memory),
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
    findAccount: createFindAccount(scope),
    extraParams: ['first_screen', 'login_hint'],
    // Clients get `code` only (client-metadata.ts); the library's default also lists `id_token` and
    // `code id_token`, which makes discovery advertise implicit and hybrid flows no client may use.
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      introspection: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: renderLogoutSource },
      backchannelLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx, _client, oneOf) => oneOf ?? (await resourceServers.defaultResource()),
        getResourceServerInfo: (ctx, indicator, client) =>
          resourceServers.getResourceServerInfo(ctx, indicator, client),
        useGrantedResource: async () => true,
      },
    },
    enabledJWA: {
      idTokenSigningAlgValues: ['ES256', 'RS256'],
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
      Session: 14 * 86_400,
      Grant: 14 * 86_400,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      const escape = (value: unknown) =>
        String(value ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
      ctx.body = `<!doctype html><html><head><meta charset="utf-8"><title>${escape(out.error)}</title></head><body><h1>${escape(out.error)}</h1><p>${escape(out.error_description)}</p></body></html>`;
    },
  };

  const provider = new OidcProvider(tenantIssuer(endpoint, tenantId), configuration);
  provider.proxy = true;
  acceptAnyValidSecret(provider, clients);
  provider.on('server_error', (_ctx, error) => options.logger.error({ err: error, tenantId }, 'oidc server error'));
  return provider;
}
