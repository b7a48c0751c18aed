import { z } from 'zod';
import { letterLogo, socialDescriptions } from './descriptions.js';
import { authorizationParamsGuard, clientConfigShape, clientFormItems, httpUrlGuard, tokenAuthFormItem, tokenAuthGuard } from './form-items.js';
import { oidcProtocol } from './oidc-protocol.js';
import { mapProfile, openIdProfileMap } from './profile-map.js';
import { defineSocialFactory } from './define-social-factory.js';

const configGuard = z.object({
  ...clientConfigShape,
  issuer: httpUrlGuard,
  tokenEndpointAuthMethod: tokenAuthGuard.default('client_secret_basic'),
  fetchUserInfo: z.boolean().default(true),
  authorizationParams: authorizationParamsGuard,
  /** Only the paths that differ from the standard claims. */
  profileMap: z
    .object({ id: z.string().min(1), email: z.string().min(1), emailVerified: z.string().min(1), name: z.string().min(1), avatar: z.string().min(1) })
    .partial()
    .optional(),
});

/** Any OpenID Connect provider, found by its issuer's discovery document. */
export const oidcFactory = defineSocialFactory({
  metadata: {
    id: 'oidc',
    type: 'Social',
    target: 'oidc',
    isStandard: true,
    platform: 'Universal',
    name: { en: 'OpenID Connect' },
    description: socialDescriptions.oidc,
    logo: letterLogo('ID', '#3a6ea5'),
    logoDark: null,
    readme:
      'Register the callback URL shown by the console at the provider and give its issuer; endpoints and keys come from `{issuer}/.well-known/openid-configuration`. Sign-ins use PKCE and a nonce, and the ID token is checked (signature, iss, aud, exp, nonce). The profile is the standard claims (sub, email, email_verified, name, picture) unless `profileMap` says otherwise.',
    formItems: [
      ...clientFormItems,
      { key: 'issuer', label: 'Issuer', type: 'Text', required: true, placeholder: 'https://id.example.com' },
      tokenAuthFormItem,
      { key: 'fetchUserInfo', label: 'Read the userinfo endpoint', type: 'Switch', defaultValue: true },
      { key: 'authorizationParams', label: 'Extra authorization parameters', type: 'Json' },
      { key: 'profileMap', label: 'Profile mapping', type: 'Json', defaultValue: openIdProfileMap },
    ],
  },
  configGuard,
  social: oidcProtocol<z.infer<typeof configGuard>>((config) => ({
    issuer: config.issuer,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    scope: config.scope ?? 'openid profile email',
    authMethod: config.tokenEndpointAuthMethod,
    fetchUserInfo: config.fetchUserInfo,
    authorizationParams: config.authorizationParams,
    ...(config.profileMap ? { profile: (claims) => mapProfile(claims, { ...openIdProfileMap, ...config.profileMap }) } : {}),
  })),
});
