import type { JsonObject } from '@tessera/schemas';
import { startOidcAuthorization, type AuthorizationRequest, type OidcPending } from './authorization-request.js';
import { discover, type OidcDiscovery } from './discovery.js';
import { verifyIdToken, type IdTokenClaims } from './id-token.js';
import { exchangeCode, type TokenAnswer, type UpstreamClientCredentials } from './token-exchange.js';
import { fetchUserInfo } from './userinfo.js';

/**
 * The first step of a sign-in at an OpenID Provider: its discovery document, then the
 * authorization URL with PKCE, a nonce and the caller's state.
 */
export async function startOidcSignIn(
  issuer: string,
  request: Omit<AuthorizationRequest, 'codeVerifier' | 'nonce'>,
): Promise<{ url: string; pending: OidcPending }> {
  const discovery = await discover(issuer);
  return startOidcAuthorization(discovery.authorizationEndpoint, request);
}

export type OidcCallback = {
  issuer: string;
  client: UpstreamClientCredentials;
  /** The code of a callback the caller has already matched to its sign-in (state, redirect URI). */
  code: string;
  redirectUri: string;
  pending: Partial<OidcPending>;
  /** Also reads the userinfo endpoint, when the provider has one and gave an access token. */
  readUserInfo: boolean;
};

export type OidcSignInResult = {
  discovery: OidcDiscovery;
  tokens: TokenAnswer;
  idToken: IdTokenClaims;
  /** The same subject's userinfo claims, when asked for and available. */
  userInfo?: JsonObject;
};

/** The callback's second step: the code redeemed, the ID token verified, userinfo read if asked. */
export async function finishOidcSignIn(callback: OidcCallback): Promise<OidcSignInResult> {
  const discovery = await discover(callback.issuer);
  const tokens = await exchangeCode({
    ...callback.client,
    tokenEndpoint: discovery.tokenEndpoint,
    code: callback.code,
    redirectUri: callback.redirectUri,
    codeVerifier: callback.pending.codeVerifier,
  });
  const idToken = await verifyIdToken(tokens.id_token, { discovery, clientId: callback.client.clientId, nonce: callback.pending.nonce });
  const accessToken = typeof tokens.access_token === 'string' && tokens.access_token ? tokens.access_token : undefined;
  if (!callback.readUserInfo || !discovery.userinfoEndpoint || !accessToken) {
    return { discovery, tokens, idToken };
  }
  return { discovery, tokens, idToken, userInfo: await fetchUserInfo(discovery.userinfoEndpoint, accessToken, idToken.sub) };
}
