import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import type { OidcSsoConfig } from '@tessera/schemas';
import { RequestError } from '../../../errors/request-error.js';
import type { SsoIdentityClaims } from '../sso-identity.js';
import { fetchOidcDiscovery } from './discovery.js';

const baseScopes = ['openid', 'email', 'profile'];

/** One key set per issuer's JWKS URI: `jose` caches the keys and refetches them on rotation. */
const keySets = new LRUCache<string, ReturnType<typeof createRemoteJWKSet>>({ max: 500 });
const keySetOf = (jwksUri: string) => {
  let keySet = keySets.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri));
    keySets.set(jwksUri, keySet);
  }
  return keySet;
};

const random = () => randomBytes(32).toString('base64url');

/** What the interaction keeps between sending the user to the IdP and the callback. */
export type OidcPending = { nonce: string; codeVerifier: string };

/**
 * The IdP's authorization URL for the code flow with PKCE (S256) and a nonce; `state` is the
 * app's own value, handed back on the callback. Google Workspace connectors add `hd`, which
 * makes Google offer only accounts of that domain.
 */
export async function createOidcAuthorizationUri(
  config: OidcSsoConfig,
  input: { state: string; redirectUri: string; hostedDomain?: string },
): Promise<{ authorizationUri: string; pending: OidcPending }> {
  const discovery = await fetchOidcDiscovery(config.issuer);
  const pending = { nonce: random(), codeVerifier: random() };
  const url = new URL(discovery.authorizationEndpoint);
  const scopes = [...new Set([...baseScopes, ...(config.scope ?? '').split(/\s+/).filter(Boolean)])];
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: input.redirectUri,
    scope: scopes.join(' '),
    state: input.state,
    nonce: pending.nonce,
    code_challenge: createHash('sha256').update(pending.codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(input.hostedDomain ? { hd: input.hostedDomain } : {}),
  }).toString();
  return { authorizationUri: url.href, pending };
}

const refused = (code: 'connector.authorization_failed' | 'connector.social_auth_code_invalid' | 'connector.social_invalid_id_token', details: string) =>
  new RequestError(code, 400, undefined, details);

async function exchangeCode(
  tokenEndpoint: string,
  config: OidcSsoConfig,
  input: { code: string; redirectUri: string; codeVerifier: string },
) {
  const credentials = `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`;
  let response: Response;
  try {
    response = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        code_verifier: input.codeVerifier,
      }).toString(),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw refused('connector.authorization_failed', `token endpoint unreachable (${(error as Error).name})`);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const error = typeof body.error === 'string' ? body.error : `status ${response.status}`;
    throw refused(error === 'invalid_grant' ? 'connector.social_auth_code_invalid' : 'connector.authorization_failed', error);
  }
  if (typeof body.id_token !== 'string') {
    throw refused('connector.social_invalid_id_token', 'no id_token in the token answer');
  }
  return { idToken: body.id_token, accessToken: typeof body.access_token === 'string' ? body.access_token : undefined };
}

/** Claims the ID token lacks (some IdPs keep email and name for userinfo), same subject only. */
async function readUserinfo(endpoint: string | undefined, accessToken: string | undefined, sub: string) {
  if (!endpoint || !accessToken) {
    return {};
  }
  const response = await fetch(endpoint, { headers: { authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
  const body = response?.ok ? ((await response.json().catch(() => ({}))) as Record<string, unknown>) : {};
  return body.sub === sub ? body : {};
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The callback: exchanges the code (with the PKCE verifier, authenticating with the client
 * secret), then validates the ID token with `jose` against the issuer's keys: signature, issuer,
 * audience, expiry and the nonce of this sign-in. An email the IdP marks unverified is not taken.
 */
export async function verifyOidcCallback(
  config: OidcSsoConfig,
  input: { code: string; redirectUri: string; pending: OidcPending },
): Promise<SsoIdentityClaims & { claims: JWTPayload }> {
  const discovery = await fetchOidcDiscovery(config.issuer);
  const { idToken, accessToken } = await exchangeCode(discovery.tokenEndpoint, config, {
    code: input.code,
    redirectUri: input.redirectUri,
    codeVerifier: input.pending.codeVerifier,
  });
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetOf(discovery.jwksUri), {
      issuer: discovery.issuer,
      audience: config.clientId,
      clockTolerance: 60,
    }));
  } catch (error) {
    throw refused('connector.social_invalid_id_token', (error as Error).message);
  }
  if (payload.nonce !== input.pending.nonce) {
    throw refused('connector.social_invalid_id_token', 'nonce mismatch');
  }
  if (!payload.sub) {
    throw refused('connector.social_invalid_id_token', 'no sub');
  }
  const claims = { ...(await readUserinfo(discovery.userinfoEndpoint, accessToken, payload.sub)), ...payload };
  const email = claims.email_verified === false ? undefined : text(claims.email);
  const name = text(claims.name);
  const avatar = text(claims.picture);
  return {
    issuer: discovery.issuer,
    identityId: payload.sub,
    ...(email ? { email } : {}),
    ...(name ? { name } : {}),
    ...(avatar ? { avatar } : {}),
    detail: Object.fromEntries(Object.entries(claims).filter(([key]) => !['nonce', 'at_hash', 'c_hash'].includes(key))),
    claims,
  };
}
