import { z } from 'zod';

import { domainNameGuard, webUrlGuard } from '../validation/field-guards';
import { idGuard, jsonObjectGuard, timestampGuard, userIdGuard } from './common';

export const ssoProviderNames = [
  'OIDC',
  'SAML',
  'AzureAD',
  'GoogleWorkspace',
  'Okta',
  'AzureAdOidc',
] as const;
export const ssoProviderNameGuard = z.enum(ssoProviderNames);
export type SsoProviderName = z.infer<typeof ssoProviderNameGuard>;

/** The protocol a provider speaks: Azure AD (SAML) is SAML, the others OpenID Connect. */
export const ssoProviderTypes = ['oidc', 'saml'] as const;
export const ssoProviderTypeGuard = z.enum(ssoProviderTypes);
export type SsoProviderType = z.infer<typeof ssoProviderTypeGuard>;

export const ssoBrandingGuard = z
  .object({ displayName: z.string().max(128), logo: z.string().max(2048), darkLogo: z.string().max(2048) })
  .partial();
export type SsoBranding = z.infer<typeof ssoBrandingGuard>;

const connectorNameGuard = z.string().min(1).max(128);

/** An enterprise single sign-on connection; `domains` route users of those email domains to it. */
export const ssoConnectorGuard = z.object({
  id: idGuard,
  providerName: ssoProviderNameGuard,
  connectorName: connectorNameGuard,
  config: jsonObjectGuard,
  domains: z.array(domainNameGuard),
  branding: ssoBrandingGuard,
  syncProfile: z.boolean(),
  createdAt: timestampGuard,
});
export type SsoConnector = z.infer<typeof ssoConnectorGuard>;

/**
 * `PATCH /api/sso-connectors/{id}`: the provider is fixed once created. Domains are checked by the
 * server (format, duplicates, public email domains), each failure with its own code.
 */
export const ssoConnectorPatchGuard = ssoConnectorGuard
  .pick({ connectorName: true, config: true, branding: true, syncProfile: true })
  .extend({
    domains: z.array(z.string().min(1).max(256)).max(100),
    /** OIDC connectors only: keep the IdP's tokens of each user's sign-in (sealed at rest). */
    enableTokenStorage: z.boolean(),
  })
  .partial();
export type SsoConnectorPatch = z.infer<typeof ssoConnectorPatchGuard>;

/** `POST /api/sso-connectors`. */
export const ssoConnectorCreateGuard = ssoConnectorPatchGuard.extend({
  providerName: ssoProviderNameGuard,
  connectorName: connectorNameGuard,
});
export type SsoConnectorCreate = z.infer<typeof ssoConnectorCreateGuard>;

// Provider configs (the `config` field). Secrets (`clientSecret`) are masked in every answer; a
// masked value sent back keeps the stored one.

/** OIDC, Okta and Azure AD (OIDC): any issuer that publishes `/.well-known/openid-configuration`. */
export const oidcSsoConfigGuard = z.object({
  issuer: webUrlGuard,
  clientId: z.string().min(1).max(512),
  clientSecret: z.string().min(1).max(2048),
  /** Extra scopes, space separated; `openid email profile` are always asked for. */
  scope: z.string().max(1024).optional(),
});
export type OidcSsoConfig = z.infer<typeof oidcSsoConfigGuard>;

/** Google Workspace: Google's issuer unless another is given; `hd` limits sign-in to the domain. */
export const googleWorkspaceSsoConfigGuard = oidcSsoConfigGuard.extend({ issuer: webUrlGuard.optional() });
export type GoogleWorkspaceSsoConfig = z.infer<typeof googleWorkspaceSsoConfigGuard>;

/** Which SAML attribute holds which profile field, when the IdP does not use the usual names. */
export const ssoSamlAttributeMappingGuard = z
  .object({ id: z.string(), email: z.string(), name: z.string(), avatar: z.string() })
  .partial();

/**
 * SAML 2.0 and Azure AD (SAML): the IdP by its metadata (a URL or the XML), or by hand (entity
 * id, sign-in endpoint and signing certificate, PEM or bare base64).
 */
export const samlSsoConfigGuard = z.object({
  metadataUrl: webUrlGuard.optional(),
  metadata: z.string().max(200_000).optional(),
  entityId: z.string().min(1).max(1024).optional(),
  signInEndpoint: webUrlGuard.optional(),
  x509Certificate: z.string().max(20_000).optional(),
  attributeMapping: ssoSamlAttributeMappingGuard.optional(),
});
export type SamlSsoConfig = z.infer<typeof samlSsoConfigGuard>;

// What the console shows and the administrator registers at the identity provider.

/** Tessera as a SAML service provider of one connector. */
export const samlServiceProviderGuard = z.object({
  entityId: z.string(),
  assertionConsumerServiceUrl: z.string(),
  metadata: z.string().meta({ description: 'The SP metadata XML to upload to the IdP.' }),
  metadataUrl: z.string().optional().meta({ description: 'Where the IdP can fetch the SP metadata itself.' }),
});
export type SamlServiceProvider = z.infer<typeof samlServiceProviderGuard>;

/** The IdP as read from its metadata or the manual fields. */
export const samlIdentityProviderGuard = z.object({
  entityId: z.string(),
  signInEndpoint: z.string(),
  x509Certificate: z.string(),
  certificateExpiresAt: timestampGuard,
});

/** The issuer's discovery document, as fetched. */
export const oidcDiscoveryGuard = z.object({
  issuer: z.string(),
  authorizationEndpoint: z.string(),
  tokenEndpoint: z.string(),
  jwksUri: z.string(),
  userinfoEndpoint: z.string().optional(),
});

/** `providerConfig` of an answer: what was fetched or parsed, and what to register at the IdP. */
export const ssoProviderConfigGuard = z.object({
  /** OIDC: the redirect URI to register at the identity provider. */
  callbackUri: z.string().optional(),
  /** OIDC: the issuer's endpoints (detail answers only; absent when the issuer cannot be reached). */
  discovery: oidcDiscoveryGuard.optional(),
  /** SAML: Tessera's entity id, ACS URL and SP metadata. */
  serviceProvider: samlServiceProviderGuard.optional(),
  /** SAML: the IdP (detail answers only; absent when its metadata cannot be read). */
  identityProvider: samlIdentityProviderGuard.optional(),
});
export type SsoProviderConfig = z.infer<typeof ssoProviderConfigGuard>;

/** `GET /api/sso-connector-providers`: one supported provider. */
export const ssoConnectorProviderGuard = z.object({
  providerName: ssoProviderNameGuard,
  providerType: ssoProviderTypeGuard,
  logo: z.string(),
  logoDark: z.string(),
  description: z.string(),
  name: z.string(),
});
export type SsoConnectorProvider = z.infer<typeof ssoConnectorProviderGuard>;

/** An SSO connector as the Management API answers it: secrets masked, provider facts attached. */
export const ssoConnectorResponseGuard = ssoConnectorGuard
  .extend({
    tenantId: z.string(),
    enableTokenStorage: z.boolean().meta({ description: "Whether the IdP's tokens of users' sign-ins are kept (OIDC connectors only)." }),
    name: z.string().meta({ description: "The provider's name." }),
    providerType: ssoProviderTypeGuard,
    providerLogo: z.string(),
    providerLogoDark: z.string(),
    providerConfig: ssoProviderConfigGuard.optional(),
  })
  .meta({ id: 'SsoConnector' });
export type SsoConnectorResponse = z.infer<typeof ssoConnectorResponseGuard>;

/** A user's identity at an enterprise identity provider. */
export const ssoIdentityGuard = z.object({
  id: idGuard,
  userId: userIdGuard,
  issuer: z.string().min(1),
  identityId: z.string().min(1),
  detail: jsonObjectGuard,
  ssoConnectorId: idGuard,
  createdAt: timestampGuard,
  updatedAt: timestampGuard,
});
export type SsoIdentity = z.infer<typeof ssoIdentityGuard>;

/** An SSO identity as the Management API answers it: with the tenant it belongs to. */
export const userSsoIdentityGuard = ssoIdentityGuard.extend({ tenantId: z.string() });
export type UserSsoIdentity = z.infer<typeof userSsoIdentityGuard>;

// The Experience API's single sign-on steps.

/** `GET /api/experience/sso-connectors?email=`. */
export const experienceSsoConnectorsQueryGuard = z.object({ email: z.string().min(3).max(320) });

/** An enabled connector for the email's domain, as the sign-in app shows it. */
export const experienceSsoConnectorGuard = z.object({
  id: z.string(),
  connectorName: z.string().meta({ description: 'The branding display name, else the connector name.' }),
  logo: z.string(),
  darkLogo: z.string().optional(),
});

export const experienceSsoConnectorsGuard = z.object({
  connectorIds: z.array(z.string()),
  connectors: z.array(experienceSsoConnectorGuard),
});
export type ExperienceSsoConnectors = z.infer<typeof experienceSsoConnectorsGuard>;

/** `POST /api/experience/verification/sso/{connectorId}/authorization-uri`. */
export const ssoAuthorizationUriBodyGuard = z.object({
  /** The app's own value, handed back on the callback page (`state` query parameter). */
  state: z.string().min(1).max(256),
  /** OIDC: the callback page registered at the IdP; SAML: where the ACS sends the browser after. */
  redirectUri: webUrlGuard,
});

export const ssoAuthorizationUriResponseGuard = z.object({
  verificationId: z.string(),
  authorizationUri: z.string(),
});

/** `POST /api/experience/verification/sso/{connectorId}/verify`: the callback page's query. */
export const ssoVerifyBodyGuard = z.object({
  verificationId: z.string().min(1).max(64),
  connectorData: z
    .record(z.string(), z.string().max(8192))
    .meta({ description: 'The callback page query parameters: OIDC `code` and `state`; SAML `state`.' }),
});

/** The SAML ACS (HTTP-POST binding): the IdP's form fields. */
export const samlAcsBodyGuard = z.object({
  SAMLResponse: z.string().min(1).max(1_000_000),
  RelayState: z.string().max(256).optional(),
});
