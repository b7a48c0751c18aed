/**
 * Tessera as an OpenID Connect relying party of upstream providers (social sign-in and enterprise
 * SSO alike): discovery, the authorization request, the code exchange, ID token verification and
 * userinfo.
 */
export { buildAuthorizationUrl, codeChallengeOf, newCodeVerifier, newNonce, type AuthorizationRequest, type OidcPending } from './authorization-request.js';
export { discover, issuerMatches, type OidcDiscovery } from './discovery.js';
export { verifyIdToken, type IdTokenClaims } from './id-token.js';
export { finishOidcSignIn, startOidcSignIn, type OidcCallback, type OidcSignInResult } from './relying-party.js';
export { exchangeCode, type TokenAnswer, type TokenEndpointAuthMethod, type UpstreamClientCredentials } from './token-exchange.js';
export { fetchUserInfo, fetchWithAccessToken } from './userinfo.js';
