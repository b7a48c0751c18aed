import type { JsonObject } from '@tessera/schemas';
import { discover, finishOidcSignIn, startOidcSignIn, type TokenEndpointAuthMethod } from '../../../../federation/oidc-client/index.js';
import { readCallbackCode } from './callback.js';
import { mapProfile, openIdProfileMap } from './profile-map.js';
import type { SocialProtocol, SocialUserInfo } from './protocol.js';
import { refreshTokenSet } from './token-refresh.js';
import { providerTokenSetOf, withOpenIdScope } from './token-set.js';

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

/** OpenID Connect's authorization code flow with PKCE and a nonce; the account comes from the ID token. */
export const oidcProtocol = <C>(settingsOf: (config: C) => OidcSettings | Promise<OidcSettings>): SocialProtocol<C> => ({
  authorizationUri: async (config, { state, redirectUri, scope }) => {
    const settings = await settingsOf(config);
    const { url, pending } = await startOidcSignIn(settings.issuer, {
      clientId: settings.clientId,
      redirectUri,
      state,
      scope: scope ? withOpenIdScope(scope) : settings.scope,
      extra: settings.authorizationParams,
    });
    return { url, session: { state, redirectUri, ...pending } };
  },
  userInfo: async (config, session, connectorData) => {
    const code = readCallbackCode(session, connectorData);
    const settings = await settingsOf(config);
    const { idToken, userInfo, tokens } = await finishOidcSignIn({
      issuer: settings.issuer,
      client: { clientId: settings.clientId, clientSecret: settings.clientSecret, authMethod: settings.authMethod },
      code,
      redirectUri: session.redirectUri,
      pending: session,
      readUserInfo: settings.fetchUserInfo,
    });
    const claims = { ...(idToken as JsonObject), ...userInfo };
    const profile = settings.profile ? settings.profile(claims) : mapProfile(claims, openIdProfileMap);
    const tokenSet = providerTokenSetOf(tokens);
    return tokenSet ? { ...profile, tokens: tokenSet } : profile;
  },
  refresh: async (config, refreshToken) => {
    const settings = await settingsOf(config);
    const { tokenEndpoint } = await discover(settings.issuer);
    return refreshTokenSet({ ...settings, tokenEndpoint, refreshToken });
  },
});
