import { LRUCache } from 'lru-cache';
import type { ClientMetadata } from 'oidc-provider';
import { adminTenantId, consoleClientId } from '@tessera/schemas';
import type { SigningAlg } from '../modules/configs/key-types.js';
import type { TenantScope } from '../db/tenant-scope.js';
import { findApplicationById, findApplicationSecrets } from '../modules/applications/queries.js';
import type { SecretVault } from '../utils/secret-vault.js';
import { secretDigest } from './secret-digest.js';
import { samlCallbackUrl } from '../modules/saml-applications/urls.js';
import { toClientMetadata, type ClientExtras, type CustomClientMetadata } from './client-metadata.js';

export type StoredClient = { metadata: ClientMetadata; extras: ClientExtras };

/**
 * The tenant's applications as OIDC clients, cached until an application changes. The console's
 * own client lives in the admin tenant and follows the server's endpoint, so it is built, not stored.
 */
export function createClientStore(options: {
  scope: TenantScope;
  vault: SecretVault;
  endpoint: string;
  /** The tenant's base URL on the provider's host: the service host's path or a custom domain. */
  tenantBaseUrl: string;
  signingAlg: SigningAlg;
  /** Algorithms the tenant holds signing keys for, the current key's first. */
  signingAlgs?: SigningAlg[];
}) {
  const { scope, vault, endpoint } = options;
  // Each entry remembers the generation it was read in; every invalidation starts a new one. A
  // load that began before an invalidation is still kept (the provider's synchronous hooks peek at
  // it during the same request) but read again next time, so a change made meanwhile, here or on
  // another instance, never hides behind the TTL.
  const cache = new LRUCache<string, { client: StoredClient | false; generation: number }>({
    max: 5000,
    ttl: 5 * 60_000,
  });
  let generation = 0;

  const load = async (clientId: string): Promise<StoredClient | undefined> => {
    if (scope.tenantId === adminTenantId && clientId === consoleClientId) {
      return consoleClient(endpoint, options.signingAlg);
    }
    const application = await findApplicationById(scope, clientId);
    if (!application || application.type === 'Protected') {
      return undefined;
    }
    const now = Date.now();
    const secrets = (await findApplicationSecrets(scope, clientId))
      .filter((secret) => !secret.expires_at || secret.expires_at.getTime() > now)
      .map((secret) => vault.decrypt(secret.value_encrypted));
    const metadata = toClientMetadata(application, secrets, options.signingAlgs ?? [options.signingAlg]);
    if (application.type === 'SAML') {
      // Its one redirect URI follows the provider's host (a custom domain's provider has its own); nobody registers it by hand.
      metadata.redirect_uris = [samlCallbackUrl(options.tenantBaseUrl, application.id)];
    }
    return {
      metadata,
      extras: {
        type: application.type as ClientExtras['type'],
        isThirdParty: application.is_third_party,
        custom: application.custom_client_metadata as CustomClientMetadata,
        secretDigests: secrets.map(secretDigest),
      },
    };
  };

  return {
    async find(clientId: string) {
      const cached = cache.get(clientId);
      if (cached !== undefined && cached.generation === generation) {
        return cached.client || undefined;
      }
      const startedAt = generation;
      const client = await load(clientId);
      cache.set(clientId, { client: client ?? false, generation: startedAt });
      return client;
    },
    /** The cached client, for the provider's synchronous hooks (it was loaded moments before). */
    peek(clientId: string) {
      return cache.peek(clientId)?.client || undefined;
    },
    invalidate(clientId?: string) {
      generation++;
      if (clientId) {
        cache.delete(clientId);
      } else {
        cache.clear();
      }
    },
  };
}

export type ClientStore = ReturnType<typeof createClientStore>;

const consoleClient = (endpoint: string, signingAlg: SigningAlg): StoredClient => ({
  metadata: {
    client_id: consoleClientId,
    client_name: 'Admin Console',
    application_type: 'web',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [`${endpoint}/console/callback`],
    post_logout_redirect_uris: [`${endpoint}/console`],
    token_endpoint_auth_method: 'none',
    id_token_signed_response_alg: signingAlg,
  },
  extras: {
    type: 'SPA',
    isThirdParty: false,
    custom: { corsAllowedOrigins: [new URL(endpoint).origin], alwaysIssueRefreshToken: true },
    secretDigests: [],
  },
});
