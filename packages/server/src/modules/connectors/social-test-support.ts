import { generateId } from '../../utils/id.js';
import type { ApiClient } from '../../testing/api-client.js';
import type { UpstreamIdp } from '../../testing/upstream-idp.js';

/**
 * Creates an OpenID Connect social connector of the tenant for the upstream provider, with a
 * client registered there for exactly `redirectUri(connectorId)`.
 */
export async function createUpstreamOidcConnector(
  api: ApiClient,
  idp: UpstreamIdp,
  options: {
    redirectUri: (connectorId: string) => string;
    target?: string;
    syncProfile?: boolean;
    enableTokenStorage?: boolean;
    /** The connector's own scopes (the protocol's default otherwise). */
    scope?: string;
    authorizationParams?: Record<string, string>;
  },
) {
  const id = generateId();
  const redirectUri = options.redirectUri(id);
  const client = idp.registerClient({ redirectUris: [redirectUri] });
  const created = await api.post<{ id: string; target: string; config: Record<string, unknown> }>('/connectors', {
    id,
    connectorId: 'oidc',
    config: { clientId: client.clientId, clientSecret: client.clientSecret, issuer: idp.issuer, ...(options.scope ? { scope: options.scope } : {}),
      ...(options.authorizationParams ? { authorizationParams: options.authorizationParams } : {}),
    },
    metadata: { target: options.target ?? 'upstream', name: { en: 'Upstream' } },
    syncProfile: options.syncProfile ?? false,
    ...(options.enableTokenStorage === undefined ? {} : { enableTokenStorage: options.enableTokenStorage }),
  });
  if (created.status !== 200) {
    throw new Error(`The connector was not created: ${created.status} ${JSON.stringify(created.body)}`);
  }
  return { id, redirectUri, client, response: created.body };
}

/** The callback query of a provider answer, as the app hands it over (`connectorData`). */
export const connectorDataOf = (returnedTo: string, redirectUri: string) => ({
  ...Object.fromEntries(new URL(returnedTo).searchParams),
  redirectUri,
});
