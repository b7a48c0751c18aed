import type { JWTPayload } from 'jose';
import type { OidcSsoConfig } from '@tessera/schemas';
import { finishOidcSignIn, startOidcSignIn, type OidcPending } from '../../../federation/oidc-client/index.js';
import { providerTokenSetOf, type ProviderTokenSet } from '../../connectors/factories/social/token-set.js';
import type { SsoIdentityClaims } from '../sso-identity.js';

const baseScopes = ['openid', 'email', 'profile'];

/** What the interaction keeps between sending the user to the IdP and the callback. */
export type { OidcPending };

/**
 * The IdP's authorization URL for the code flow with PKCE (S256) and a nonce; `state` is the
 * app's own value, handed back on the callback. Google Workspace connectors add `hd`, which
 * makes Google offer only accounts of that domain.
 */
export async function createOidcAuthorizationUri(
  config: OidcSsoConfig,
  input: { state: string; redirectUri: string; hostedDomain?: string },
): Promise<{ authorizationUri: string; pending: OidcPending }> {
  const scopes = [...new Set([...baseScopes, ...(config.scope ?? '').split(/\s+/).filter(Boolean)])];
  const { url, pending } = await startOidcSignIn(config.issuer, {
    clientId: config.clientId,
    redirectUri: input.redirectUri,
    state: input.state,
    scope: scopes.join(' '),
    ...(input.hostedDomain ? { extra: { hd: input.hostedDomain } } : {}),
  });
  return { authorizationUri: url, pending };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The callback: the code redeemed with the PKCE verifier (the client authenticating with HTTP
 * Basic), the ID token verified against the issuer's keys, and the same subject's userinfo claims
 * added under the ID token's own. An email the IdP marks unverified is not taken. The IdP's
 * tokens come back beside the identity, for connectors that keep them.
 */
export async function verifyOidcCallback(
  config: OidcSsoConfig,
  input: { code: string; redirectUri: string; pending: OidcPending },
): Promise<SsoIdentityClaims & { claims: JWTPayload; tokens: ProviderTokenSet | undefined }> {
  const { discovery, idToken, userInfo, tokens } = await finishOidcSignIn({
    issuer: config.issuer,
    client: { clientId: config.clientId, clientSecret: config.clientSecret, authMethod: 'client_secret_basic' },
    code: input.code,
    redirectUri: input.redirectUri,
    pending: input.pending,
    readUserInfo: true,
  });
  const claims: JWTPayload = { ...userInfo, ...idToken };
  const email = claims.email_verified === false ? undefined : text(claims.email);
  const name = text(claims.name);
  const avatar = text(claims.picture);
  return {
    issuer: discovery.issuer,
    identityId: idToken.sub,
    ...(email ? { email } : {}),
    ...(name ? { name } : {}),
    ...(avatar ? { avatar } : {}),
    detail: Object.fromEntries(Object.entries(claims).filter(([key]) => !['nonce', 'at_hash', 'c_hash'].includes(key))),
    claims,
    tokens: providerTokenSetOf(tokens),
  };
}
