import { createHash, randomBytes } from 'node:crypto';
import type { JsonObject } from '@tessera/schemas';
import { RequestError } from '../../../../errors/request-error.js';
import { readCallbackCode } from './callback.js';
import { exchangeCode, fetchProfile, type TokenEndpointAuthMethod } from './provider-http.js';
import type { SocialProtocol, SocialUserInfo } from './protocol.js';

/** Everything an OAuth 2 authorization code flow with a profile endpoint needs. */
export type OAuth2Settings = {
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userInfoEndpoint: string;
  scope: string;
  authMethod: TokenEndpointAuthMethod;
  /** Sends an S256 code challenge (RFC 7636); providers that do not know PKCE ignore it. */
  pkce: boolean;
  /** Further query parameters of the authorization request (`prompt`, `access_type`…). */
  authorizationParams?: Record<string, string>;
  /** Extra headers of the profile request (an API version…). */
  profileHeaders?: Record<string, string>;
  profile: (json: JsonObject) => SocialUserInfo;
};

export const newCodeVerifier = () => randomBytes(32).toString('base64url');
export const codeChallengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** The provider URL of an authorization code request. */
export function buildAuthorizationUrl(
  endpoint: string,
  parameters: { clientId: string; redirectUri: string; state: string; scope: string; codeVerifier?: string; nonce?: string; extra?: Record<string, string> },
) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new RequestError('connector.invalid_config', 400, { field: 'authorizationEndpoint' });
  }
  const query = url.searchParams;
  for (const [key, value] of Object.entries(parameters.extra ?? {})) {
    query.set(key, value);
  }
  query.set('response_type', 'code');
  query.set('client_id', parameters.clientId);
  query.set('redirect_uri', parameters.redirectUri);
  query.set('state', parameters.state);
  if (parameters.scope) {
    query.set('scope', parameters.scope);
  }
  if (parameters.codeVerifier) {
    query.set('code_challenge', codeChallengeOf(parameters.codeVerifier));
    query.set('code_challenge_method', 'S256');
  }
  if (parameters.nonce) {
    query.set('nonce', parameters.nonce);
  }
  return url.href;
}

/** The authorization code flow of RFC 6749 §4.1, the profile read from a JSON endpoint. */
export const oauth2Protocol = <C>(settingsOf: (config: C) => OAuth2Settings | Promise<OAuth2Settings>): SocialProtocol<C> => ({
  authorizationUri: async (config, { state, redirectUri }) => {
    const settings = await settingsOf(config);
    const codeVerifier = settings.pkce ? newCodeVerifier() : undefined;
    const url = buildAuthorizationUrl(settings.authorizationEndpoint, {
      clientId: settings.clientId,
      redirectUri,
      state,
      scope: settings.scope,
      codeVerifier,
      extra: settings.authorizationParams,
    });
    return { url, session: { state, redirectUri, ...(codeVerifier ? { codeVerifier } : {}) } };
  },
  userInfo: async (config, session, connectorData) => {
    const code = readCallbackCode(session, connectorData);
    const settings = await settingsOf(config);
    const tokens = await exchangeCode({
      tokenEndpoint: settings.tokenEndpoint,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      authMethod: settings.authMethod,
      code,
      redirectUri: session.redirectUri,
      codeVerifier: session.codeVerifier,
    });
    if (typeof tokens.access_token !== 'string' || !tokens.access_token) {
      throw new RequestError('connector.social_invalid_access_token', 400);
    }
    return settings.profile(await fetchProfile(settings.userInfoEndpoint, tokens.access_token, settings.profileHeaders));
  },
});
