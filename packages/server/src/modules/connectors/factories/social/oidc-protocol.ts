import { randomBytes } from 'node:crypto';
import type { JsonObject } from '@tessera/schemas';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { RequestError } from '../../../../errors/request-error.js';
import { readCallbackCode } from './callback.js';
import { buildAuthorizationUrl, newCodeVerifier } from './oauth2-protocol.js';
import { mapProfile, openIdProfileMap } from './profile-map.js';
import { exchangeCode, fetchJsonDocument, fetchProfile, type TokenEndpointAuthMethod } from './provider-http.js';
import type { SocialProtocol, SocialUserInfo } from './protocol.js';

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  authMethod: TokenEndpointAuthMethod;
  authorizationParams?: Record<string, string>;
  /** Also reads the userinfo endpoint (when discovery names one) and adds its claims. */
  fetchUserInfo: boolean;
  /** The account from the verified claims; the OpenID standard claims by default. */
  profile?: (claims: JsonObject) => SocialUserInfo;
};

type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string; userinfo_endpoint?: string };

const discoveryTtlMs = 10 * 60_000;
const discoveries = new Map<string, { document: Discovery; at: number }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The issuer's discovery document (OpenID Connect Discovery §4), kept ten minutes. */
export async function discover(issuer: string): Promise<Discovery> {
  const cached = discoveries.get(issuer);
  if (cached && Date.now() - cached.at < discoveryTtlMs) {
    return cached.document;
  }
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const document = await fetchJsonDocument(url);
  const fields = ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const;
  if (fields.some((field) => typeof document[field] !== 'string')) {
    throw new RequestError('connector.invalid_config', 400, { reason: 'discovery_incomplete' });
  }
  const discovered = document as unknown as Discovery;
  discoveries.set(issuer, { document: discovered, at: Date.now() });
  return discovered;
}

const keySetOf = (jwksUri: string) => {
  let keySet = keySets.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri));
    keySets.set(jwksUri, keySet);
  }
  return keySet;
};

const invalidIdToken = (reason: string) => new RequestError('connector.social_invalid_id_token', 400, { reason });

/**
 * The ID token checked as OpenID Connect Core §3.1.3.7 asks: signature by the issuer's keys,
 * `iss`, `aud`, `exp`, and the nonce this session sent. Multi-tenant issuers (Microsoft's
 * `{tenantid}`) are matched with the token's own `tid`.
 */
async function verifyIdToken(idToken: string, discovery: Discovery, clientId: string, nonce: string | undefined) {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetOf(discovery.jwks_uri), { audience: clientId }));
  } catch {
    throw invalidIdToken('signature_or_claims');
  }
  const expectedIssuer = discovery.issuer.replace('{tenantid}', typeof payload.tid === 'string' ? payload.tid : '{tenantid}');
  if (payload.iss !== expectedIssuer) {
    throw invalidIdToken('issuer');
  }
  if (nonce !== undefined && payload.nonce !== nonce) {
    throw invalidIdToken('nonce');
  }
  if (typeof payload.sub !== 'string' || !payload.sub) {
    throw invalidIdToken('subject');
  }
  return payload as JsonObject;
}

/** OpenID Connect's authorization code flow with PKCE and a nonce; the account comes from the ID token. */
export const oidcProtocol = <C>(settingsOf: (config: C) => OidcSettings | Promise<OidcSettings>): SocialProtocol<C> => ({
  authorizationUri: async (config, { state, redirectUri }) => {
    const settings = await settingsOf(config);
    const discovery = await discover(settings.issuer);
    const codeVerifier = newCodeVerifier();
    const nonce = randomBytes(16).toString('base64url');
    const url = buildAuthorizationUrl(discovery.authorization_endpoint, {
      clientId: settings.clientId,
      redirectUri,
      state,
      scope: settings.scope,
      codeVerifier,
      nonce,
      extra: settings.authorizationParams,
    });
    return { url, session: { state, redirectUri, codeVerifier, nonce } };
  },
  userInfo: async (config, session, connectorData) => {
    const code = readCallbackCode(session, connectorData);
    const settings = await settingsOf(config);
    const discovery = await discover(settings.issuer);
    const tokens = await exchangeCode({
      tokenEndpoint: discovery.token_endpoint,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      authMethod: settings.authMethod,
      code,
      redirectUri: session.redirectUri,
      codeVerifier: session.codeVerifier,
    });
    if (typeof tokens.id_token !== 'string') {
      throw invalidIdToken('missing');
    }
    let claims = await verifyIdToken(tokens.id_token, discovery, settings.clientId, session.nonce);
    if (settings.fetchUserInfo && discovery.userinfo_endpoint && typeof tokens.access_token === 'string') {
      const userinfo = await fetchProfile(discovery.userinfo_endpoint, tokens.access_token);
      // OpenID Connect Core §5.3.2: a userinfo answer about someone else is not used.
      if (userinfo.sub !== claims.sub) {
        throw new RequestError('connector.invalid_response', 400, { reason: 'userinfo_subject' });
      }
      claims = { ...claims, ...userinfo };
    }
    return settings.profile ? settings.profile(claims) : mapProfile(claims, openIdProfileMap);
  },
});
