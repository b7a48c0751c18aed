import { z } from 'zod';
import { letterLogo, socialDescriptions } from './descriptions.js';
import { authorizationParamsGuard, clientConfigShape, clientFormItems, httpUrlGuard, tokenAuthFormItem, tokenAuthGuard } from './form-items.js';
import { oauth2Protocol } from './oauth2-protocol.js';
import { mapProfile, profileMapGuard } from './profile-map.js';
import { defineSocialFactory } from './define-social-factory.js';

const configGuard = z.object({
  ...clientConfigShape,
  authorizationEndpoint: httpUrlGuard,
  tokenEndpoint: httpUrlGuard,
  userInfoEndpoint: httpUrlGuard,
  tokenEndpointAuthMethod: tokenAuthGuard.default('client_secret_basic'),
  pkce: z.boolean().default(true),
  authorizationParams: authorizationParamsGuard,
  profileMap: profileMapGuard.default(profileMapGuard.parse({})),
});

/** Any OAuth 2.0 provider with a JSON profile endpoint; the admin says where each profile field is. */
export const oauth2Factory = defineSocialFactory({
  metadata: {
    id: 'oauth2',
    type: 'Social',
    target: 'oauth2',
    isStandard: true,
    platform: 'Universal',
    name: { en: 'OAuth 2.0' },
    description: socialDescriptions.oauth2,
    logo: letterLogo('O', '#5b5f6b'),
    logoDark: null,
    readme:
      'Register the callback URL shown by the console at the provider. Give the authorization, token and profile endpoints; `profileMap` names the dotted paths of id, email, name and avatar in the profile JSON, and `emailVerified` the path of a true/false field (without it no address is trusted for account linking).',
    formItems: [
      ...clientFormItems,
      { key: 'authorizationEndpoint', label: 'Authorization endpoint', type: 'Text', required: true },
      { key: 'tokenEndpoint', label: 'Token endpoint', type: 'Text', required: true },
      { key: 'userInfoEndpoint', label: 'Profile endpoint', type: 'Text', required: true },
      tokenAuthFormItem,
      { key: 'pkce', label: 'PKCE', type: 'Switch', defaultValue: true },
      { key: 'authorizationParams', label: 'Extra authorization parameters', type: 'Json' },
      { key: 'profileMap', label: 'Profile mapping', type: 'Json', defaultValue: profileMapGuard.parse({}) },
    ],
  },
  configGuard,
  social: oauth2Protocol<z.infer<typeof configGuard>>((config) => ({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorizationEndpoint: config.authorizationEndpoint,
    tokenEndpoint: config.tokenEndpoint,
    userInfoEndpoint: config.userInfoEndpoint,
    scope: config.scope ?? '',
    authMethod: config.tokenEndpointAuthMethod,
    pkce: config.pkce,
    authorizationParams: config.authorizationParams,
    profile: (json) => mapProfile(json, config.profileMap),
  })),
});
