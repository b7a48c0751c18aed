import type { JsonObject } from '@tessera/schemas';
import {
  buildAuthorizationUrl,
  exchangeCode,
  fetchWithAccessToken,
  newCodeVerifier,
  type TokenEndpointAuthMethod,
} from '../../../../federation/oidc-client/index.js';
import { RequestError } from '../../../../errors/request-error.js';
import { readCallbackCode } from './callback.js';
import type { SocialProtocol, SocialUserInfo } from './protocol.js';
import { refreshTokenSet } from './token-refresh.js';
import { providerTokenSetOf } from './token-set.js';

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

/** The authorization code flow of RFC 6749 §4.1, the profile read from a JSON endpoint. */
export const oauth2Protocol = <C>(settingsOf: (config: C) => OAuth2Settings | Promise<OAuth2Settings>): SocialProtocol<C> => ({
  authorizationUri: async (config, { state, redirectUri, scope }) => {
    const settings = await settingsOf(config);
    const codeVerifier = settings.pkce ? newCodeVerifier() : undefined;
    const url = buildAuthorizationUrl(settings.authorizationEndpoint, {
      clientId: settings.clientId,
      redirectUri,
      state,
      scope: scope ?? settings.scope,
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
    const profile = settings.profile(await fetchWithAccessToken(settings.userInfoEndpoint, tokens.access_token, settings.profileHeaders));
    const tokenSet = providerTokenSetOf(tokens);
    return tokenSet ? { ...profile, tokens: tokenSet } : profile;
  },
  refresh: async (config, refreshToken) => {
    const settings = await settingsOf(config);
    return refreshTokenSet({ ...settings, refreshToken });
  },
});
