import type { SamlSsoConfig } from '@tessera/schemas';
import type { EphemeralStore } from '../../cache/ephemeral-store.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { emailDomainOf } from './domains.js';
import { oidcConfigOf } from './oidc/oidc-config.js';
import { createOidcAuthorizationUri, verifyOidcCallback } from './oidc/oidc-sign-in.js';
import { ssoProviderOf } from './providers.js';
import { findSsoConnectorById, findSsoConnectorsByDomain, type SsoConnectorRow } from './queries.js';
import { createSamlAuthorizationUri, takeSamlResult } from './saml/saml-sign-in.js';
import { samlServiceProvider } from './saml/service-provider.js';
import { toSignInSsoConnector } from './sign-in-connectors.js';
import { readSsoConfig } from './service.js';
import type { SsoIdentityClaims } from './sso-identity.js';
import type { ProviderTokenSet } from '../connectors/factories/social/token-set.js';

/** What single sign-on needs besides the scope. */
export type SsoSignInContext = { scope: TenantScope; vault: SecretVault; ephemeral: EphemeralStore; tenantBaseUrl: string };

/** What the interaction keeps between the redirect to the IdP and the callback. */
export type SsoPending = { nonce?: string; codeVerifier?: string; requestId?: string; relayState?: string };

/** A connector users can sign in with: it exists and has been set up. */
export async function requireUsableSsoConnector({ scope, vault }: Pick<SsoSignInContext, 'scope' | 'vault'>, connectorId: string) {
  const row = await findSsoConnectorById(scope, connectorId);
  if (!row) {
    throw new RequestError('single_sign_on.connector_not_found', 404, { id: connectorId });
  }
  const config = readSsoConfig(vault, row);
  if (Object.keys(config).length === 0) {
    throw new RequestError('connector.invalid_config', 400, { reason: 'not set up' });
  }
  return { row, provider: ssoProviderOf(row.provider_name), config };
}

/** The connectors of the email's domain that are set up, as the sign-in app shows them. */
export async function findSsoConnectorsForEmail({ scope, vault }: Pick<SsoSignInContext, 'scope' | 'vault'>, email: string) {
  const domain = emailDomainOf(email);
  const rows = domain ? await findSsoConnectorsByDomain(scope, domain) : [];
  return rows
    .filter((row) => Object.keys(readSsoConfig(vault, row)).length > 0)
    .map(toSignInSsoConnector);
}

/** Google Workspace: Google offers only this domain's accounts when the connector has one domain. */
const hostedDomainOf = (row: SsoConnectorRow) =>
  row.provider_name === 'GoogleWorkspace' && row.domains.length === 1 ? row.domains[0] : undefined;

/** Sends the user to the connector's IdP: the URL, and what the interaction must keep. */
export async function startSsoSignIn(
  context: SsoSignInContext,
  connectorId: string,
  input: { state: string; redirectUri: string },
): Promise<{ authorizationUri: string; pending: SsoPending }> {
  const { row, provider, config } = await requireUsableSsoConnector(context, connectorId);
  if (provider.providerType === 'oidc') {
    const hostedDomain = hostedDomainOf(row);
    return createOidcAuthorizationUri(oidcConfigOf(config), { ...input, ...(hostedDomain ? { hostedDomain } : {}) });
  }
  // The ACS sends the browser there with the code that hands the identity over: our origin only.
  if (new URL(input.redirectUri).origin !== new URL(context.tenantBaseUrl).origin) {
    throw new RequestError('connector.invalid_request_parameters', 400, undefined, 'redirectUri: must be on the tenant endpoint');
  }
  return createSamlAuthorizationUri(
    context.ephemeral,
    { tenantId: context.scope.tenantId, connectorId, config: config as SamlSsoConfig, sp: samlServiceProvider(context.tenantBaseUrl, connectorId) },
    input,
  );
}

const stateMismatch = () => new RequestError('single_sign_on.state_mismatch', 400);

/** Issuer and subject key the identity (256 characters each, as stored); longer is no IdP's. */
const storable = (identity: SsoIdentityClaims) => {
  if (identity.issuer.length > 256 || identity.identityId.length > 256) {
    throw new RequestError('connector.invalid_response', 400, undefined, 'issuer or subject longer than 256 characters');
  }
  return identity;
};

/**
 * The callback: the identity the IdP vouches for. OIDC: the code is exchanged and the ID token
 * validated; SAML: the identity the ACS validated is taken. The callback's `state` must be this
 * sign-in's (400 `single_sign_on.state_mismatch`). With the OIDC connector's `enableTokenStorage`,
 * the IdP's tokens come beside the identity, for the caller to keep sealed.
 */
export async function completeSsoSignIn(
  context: SsoSignInContext,
  connectorId: string,
  record: { state: string; redirectUri: string; pending: SsoPending },
  connectorData: Record<string, string>,
): Promise<SsoIdentityClaims & { tokens?: ProviderTokenSet }> {
  const { row, provider, config } = await requireUsableSsoConnector(context, connectorId);
  if (connectorData.state !== record.state) {
    throw stateMismatch();
  }
  if (provider.providerType === 'saml') {
    if (!record.pending.relayState) {
      throw stateMismatch();
    }
    return storable(await takeSamlResult(context.ephemeral, context.scope.tenantId, record.pending.relayState, connectorData.code));
  }
  if (connectorData.error) {
    throw new RequestError('connector.authorization_failed', 400, undefined, connectorData.error_description ?? connectorData.error);
  }
  const { nonce, codeVerifier } = record.pending;
  if (!connectorData.code || !nonce || !codeVerifier) {
    throw new RequestError('connector.insufficient_request_parameters', 400, undefined, 'code: required');
  }
  const { claims, tokens, ...identity } = await verifyOidcCallback(oidcConfigOf(config), {
    code: connectorData.code,
    redirectUri: record.redirectUri,
    pending: { nonce, codeVerifier },
  });
  // A Google account outside the Workspace's domains (a personal one) is not this company's user.
  if (row.provider_name === 'GoogleWorkspace' && row.domains.length > 0 && !row.domains.includes(String(claims.hd ?? '').toLowerCase())) {
    throw new RequestError('connector.authorization_failed', 400, undefined, 'hd: not a domain of the connector');
  }
  return { ...storable(identity), ...(row.enable_token_storage && tokens ? { tokens } : {}) };
}
