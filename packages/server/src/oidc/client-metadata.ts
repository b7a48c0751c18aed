import type { ClientAuthMethod, ClientMetadata } from 'oidc-provider';
import { randomBytes } from 'node:crypto';
import { tokenExchangeGrantType, tokenLifetimes } from '@tessera/schemas';
import type { ApplicationRow } from '../modules/applications/queries.js';
import { deviceCodeGrantType } from './device-flow.js';

export const applicationTypes = ['Native', 'SPA', 'Traditional', 'MachineToMachine', 'Protected', 'SAML'] as const;
export type ApplicationType = (typeof applicationTypes)[number];

/** The stored `oidc_client_metadata` JSON, as far as the provider reads it. */
type OidcClientMetadata = {
  redirectUris?: string[];
  postLogoutRedirectUris?: string[];
  backchannelLogoutUri?: string;
  backchannelLogoutSessionRequired?: boolean;
  logoUri?: string;
  idTokenSignedResponseAlg?: string;
  tokenEndpointAuthMethod?: string;
  jwksUri?: string | null;
  jwks?: { keys: Record<string, unknown>[] } | null;
  requirePushedAuthorizationRequests?: boolean;
  dpopBoundAccessTokens?: boolean;
};

export type IdTokenSigningAlg = 'RS256' | 'ES256';

const confidentialAuthMethods: ReadonlySet<string> = new Set<ClientAuthMethod>([
  'client_secret_basic',
  'client_secret_post',
  'private_key_jwt',
]);

/** Settings that shape tokens and CORS, kept beside the standard metadata. */
export type CustomClientMetadata = {
  corsAllowedOrigins?: string[];
  idTokenTtl?: number;
  refreshTokenTtlInDays?: number;
  alwaysIssueRefreshToken?: boolean;
  rotateRefreshToken?: boolean;
  /** May exchange subject tokens (impersonation) at the token endpoint (token-exchange.ts). */
  allowTokenExchange?: boolean;
};

/** What the provider needs about an application besides its standard client metadata. */
export type ClientExtras = {
  type: ApplicationType;
  isThirdParty: boolean;
  custom: CustomClientMetadata;
  /** SHA-256 of every valid secret; any of them authenticates the client (client-secret-check.ts). */
  secretDigests: Buffer[];
};

// A SAML application's sign-in is an authorization code flow whose code the server itself redeems
// (modules/saml-applications), so it needs no secret: PKCE binds the code to the pending request.
const isPublic = (type: ApplicationType) => type === 'SPA' || type === 'Native' || type === 'SAML';

/** A Native app that signs users in on another screen (RFC 8628): `customClientMetadata.isDeviceFlow`. */
const isDeviceFlowApp = (application: ApplicationRow) =>
  (application.custom_client_metadata as { isDeviceFlow?: unknown } | null)?.isDeviceFlow === true;

/**
 * The ID token algorithm of a client: the one it asked for, else RS256 (the default of OIDC
 * Dynamic Client Registration §2), as long as the tenant holds a key for it; otherwise the
 * algorithm of the tenant's current key, so a token can always be signed.
 */
export function idTokenSigningAlgOf(
  requested: unknown,
  available: readonly IdTokenSigningAlg[],
  current: IdTokenSigningAlg,
): IdTokenSigningAlg {
  const wanted = requested === 'ES256' || requested === 'RS256' ? requested : 'RS256';
  return available.includes(wanted) ? wanted : current;
}

/**
 * Turns an application into oidc-provider client metadata. `signingAlgs` are the algorithms the
 * tenant holds keys for, the current key's first.
 */
export function toClientMetadata(
  application: ApplicationRow,
  secrets: string[],
  signingAlgs: readonly IdTokenSigningAlg[] = ['ES256'],
): ClientMetadata {
  const type = application.type as ApplicationType;
  const oidc = application.oidc_client_metadata as OidcClientMetadata;
  const authMethod: ClientAuthMethod = isPublic(type)
    ? 'none'
    : confidentialAuthMethods.has(oidc.tokenEndpointAuthMethod ?? '')
      ? (oidc.tokenEndpointAuthMethod as ClientAuthMethod)
      : 'client_secret_basic';
  const grantTypes =
    type === 'MachineToMachine'
      ? ['client_credentials']
      : type === 'SAML'
        ? ['authorization_code']
        : ['authorization_code', 'refresh_token'];
  if (type === 'Native' && isDeviceFlowApp(application)) {
    grantTypes.push(deviceCodeGrantType);
    if ((oidc.redirectUris ?? []).length === 0) {
      // A device that only shows a code has nowhere to be redirected to: no code flow for it.
      grantTypes.splice(grantTypes.indexOf('authorization_code'), 1);
    }
  }
  if (!isPublic(type)) {
    // Token exchange (token-exchange.ts) needs an authenticated client.
    grantTypes.push(tokenExchangeGrantType);
  }
  const usesCodeFlow = grantTypes.includes('authorization_code');
  const metadata: ClientMetadata = {
    client_id: application.id,
    client_name: application.name,
    application_type: type === 'Native' ? 'native' : 'web',
    grant_types: grantTypes,
    response_types: usesCodeFlow ? ['code'] : [],
    redirect_uris: type === 'MachineToMachine' ? [] : (oidc.redirectUris ?? []),
    post_logout_redirect_uris: oidc.postLogoutRedirectUris ?? [],
    token_endpoint_auth_method: authMethod,
    id_token_signed_response_alg: idTokenSigningAlgOf(
      oidc.idTokenSignedResponseAlg,
      signingAlgs,
      signingAlgs[0] ?? 'ES256',
    ),
  };
  if (authMethod.startsWith('client_secret')) {
    // The provider requires a secret in the metadata; authentication itself compares against
    // every valid secret (client-secret-check.ts). Without one, nothing can match.
    metadata.client_secret = secrets[0] ?? unmatchableSecret();
  }
  if (oidc.backchannelLogoutUri) {
    metadata.backchannel_logout_uri = oidc.backchannelLogoutUri;
    metadata.backchannel_logout_session_required = oidc.backchannelLogoutSessionRequired ?? false;
  }
  if (oidc.logoUri) {
    metadata.logo_uri = oidc.logoUri;
  }
  Object.assign(metadata, senderConstraintMetadata(oidc, authMethod));
  return metadata;
}

/**
 * Per-application hardening for the FAPI 2.0 security profile: the client's keys for
 * `private_key_jwt` (RFC 7523, OIDC Core §9), pushed authorization requests (RFC 9126 §6) and
 * DPoP-bound access tokens (RFC 9449 §5.2).
 */
function senderConstraintMetadata(oidc: OidcClientMetadata, authMethod: string): Partial<ClientMetadata> {
  const metadata: Partial<ClientMetadata> = {};
  if (authMethod === 'private_key_jwt') {
    if (oidc.jwksUri) {
      metadata.jwks_uri = oidc.jwksUri;
    } else if (oidc.jwks) {
      metadata.jwks = oidc.jwks as ClientMetadata['jwks'];
    }
  }
  if (oidc.requirePushedAuthorizationRequests) {
    metadata.require_pushed_authorization_requests = true;
  }
  if (oidc.dpopBoundAccessTokens) {
    metadata.dpop_bound_access_tokens = true;
  }
  return metadata;
}

export const refreshTokenTtlSeconds = (custom: CustomClientMetadata) =>
  (custom.refreshTokenTtlInDays ?? tokenLifetimes.refreshTokenDays) * 86_400;

const unmatchableSecret = () => `unset-${randomBytes(32).toString('base64url')}`;
