import type { ConnectorFactoryId, ConnectorFormItem, I18nText, JsonObject } from '@tessera/schemas';
import { z } from 'zod';
import type { SocialFactory } from '../factory.js';
import { clientConfigShape, clientFormItems, httpUrlGuard } from './form-items.js';
import { oauth2Protocol } from './oauth2-protocol.js';
import { oidcProtocol } from './oidc-protocol.js';
import type { TokenEndpointAuthMethod } from '../../../../federation/oidc-client/index.js';
import { defineSocialFactory } from './define-social-factory.js';
import type { SocialUserInfo } from './protocol.js';

/** What the console shows of a vendor's factory. */
type VendorDisplay = {
  id: ConnectorFactoryId;
  target: string;
  name: I18nText;
  description: I18nText;
  logo: string;
  readme: string;
  platform?: 'Universal' | 'Web';
};

/** A provider speaking plain OAuth 2.0 with a JSON profile endpoint (GitHub, Discord). */
export type OAuth2Vendor = VendorDisplay & {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userInfoEndpoint: string;
  scope: string;
  authMethod: TokenEndpointAuthMethod;
  pkce: boolean;
  authorizationParams?: Record<string, string>;
  profileHeaders?: Record<string, string>;
  profile: (json: JsonObject) => SocialUserInfo;
};

/** A provider speaking OpenID Connect (Google, Microsoft). */
export type OidcVendor = VendorDisplay & {
  issuer: string;
  scope: string;
  authMethod: TokenEndpointAuthMethod;
  authorizationParams?: Record<string, string>;
  profile?: (claims: JsonObject) => SocialUserInfo;
};

const metadataOf = (vendor: VendorDisplay, formItems: ConnectorFormItem[]) => ({
  id: vendor.id,
  type: 'Social' as const,
  target: vendor.target,
  platform: vendor.platform ?? ('Universal' as const),
  name: vendor.name,
  description: vendor.description,
  logo: vendor.logo,
  logoDark: null,
  readme: vendor.readme,
  formItems,
});

const overrideItem = (key: string, label: string, value: string): ConnectorFormItem => ({
  key,
  label,
  type: 'Text',
  placeholder: value,
  description: 'Leave empty for the provider itself; set only to reach a compatible test or proxy server.',
});

/** A vendor's OAuth 2.0 factory: the vendor's endpoints unless the config overrides them. */
export function oauth2VendorFactory(vendor: OAuth2Vendor): SocialFactory {
  const configGuard = z.object({
    ...clientConfigShape,
    authorizationEndpoint: httpUrlGuard.optional(),
    tokenEndpoint: httpUrlGuard.optional(),
    userInfoEndpoint: httpUrlGuard.optional(),
  });
  return defineSocialFactory({
    metadata: metadataOf(vendor, [
      ...clientFormItems,
      overrideItem('authorizationEndpoint', 'Authorization endpoint', vendor.authorizationEndpoint),
      overrideItem('tokenEndpoint', 'Token endpoint', vendor.tokenEndpoint),
      overrideItem('userInfoEndpoint', 'Profile endpoint', vendor.userInfoEndpoint),
    ]),
    configGuard,
    social: oauth2Protocol<z.infer<typeof configGuard>>((config) => ({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authorizationEndpoint: config.authorizationEndpoint ?? vendor.authorizationEndpoint,
      tokenEndpoint: config.tokenEndpoint ?? vendor.tokenEndpoint,
      userInfoEndpoint: config.userInfoEndpoint ?? vendor.userInfoEndpoint,
      scope: config.scope ?? vendor.scope,
      authMethod: vendor.authMethod,
      pkce: vendor.pkce,
      authorizationParams: vendor.authorizationParams,
      profileHeaders: vendor.profileHeaders,
      profile: vendor.profile,
    })),
  });
}

/** A vendor's OpenID Connect factory: the vendor's issuer unless the config overrides it. */
export function oidcVendorFactory(vendor: OidcVendor): SocialFactory {
  const configGuard = z.object({ ...clientConfigShape, issuer: httpUrlGuard.optional() });
  return defineSocialFactory({
    metadata: metadataOf(vendor, [...clientFormItems, overrideItem('issuer', 'Issuer', vendor.issuer)]),
    configGuard,
    social: oidcProtocol<z.infer<typeof configGuard>>((config) => ({
      issuer: config.issuer ?? vendor.issuer,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      scope: config.scope ?? vendor.scope,
      authMethod: vendor.authMethod,
      authorizationParams: vendor.authorizationParams,
      fetchUserInfo: false,
      ...(vendor.profile ? { profile: vendor.profile } : {}),
    })),
  });
}
