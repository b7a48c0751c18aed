import { createHash, randomBytes } from 'node:crypto';
import { RequestError } from '../../errors/request-error.js';

/** A PKCE code verifier (RFC 7636 §4.1): 32 random bytes, base64url. */
export const newCodeVerifier = () => randomBytes(32).toString('base64url');
/** Its S256 challenge (RFC 7636 §4.2). */
export const codeChallengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
/** A nonce that binds the ID token to this sign-in (OpenID Connect Core §3.1.2.1). */
export const newNonce = () => randomBytes(16).toString('base64url');

export type AuthorizationRequest = {
  clientId: string;
  redirectUri: string;
  /** The caller's CSRF value, handed back on the callback. */
  state: string;
  scope: string;
  /** Sends its S256 challenge when given. */
  codeVerifier?: string;
  nonce?: string;
  /** Further query parameters (`prompt`, `hd`…); the protocol's own parameters win over them. */
  extra?: Record<string, string>;
};

/** The provider URL of an authorization code request (RFC 6749 §4.1.1). */
export function buildAuthorizationUrl(endpoint: string, request: AuthorizationRequest): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new RequestError('connector.invalid_config', 400, { field: 'authorizationEndpoint' });
  }
  const query = url.searchParams;
  for (const [key, value] of Object.entries(request.extra ?? {})) {
    query.set(key, value);
  }
  query.set('response_type', 'code');
  query.set('client_id', request.clientId);
  query.set('redirect_uri', request.redirectUri);
  query.set('state', request.state);
  if (request.scope) {
    query.set('scope', request.scope);
  }
  if (request.codeVerifier) {
    query.set('code_challenge', codeChallengeOf(request.codeVerifier));
    query.set('code_challenge_method', 'S256');
  }
  if (request.nonce) {
    query.set('nonce', request.nonce);
  }
  return url.href;
}

/** What a relying party keeps server-side between the authorization URL and the callback. */
export type OidcPending = { codeVerifier: string; nonce: string };

/**
 * An OpenID Connect authorization request with PKCE (S256) and a fresh nonce; the verifier and
 * nonce come back as `pending`, to be kept until the callback.
 */
export function startOidcAuthorization(
  authorizationEndpoint: string,
  request: Omit<AuthorizationRequest, 'codeVerifier' | 'nonce'>,
): { url: string; pending: OidcPending } {
  const pending = { codeVerifier: newCodeVerifier(), nonce: newNonce() };
  return { url: buildAuthorizationUrl(authorizationEndpoint, { ...request, ...pending }), pending };
}
