import { z } from 'zod';

import { domainNameGuard } from '../validation/field-guards';
import { idGuard, jsonObjectGuard, timestampGuard, userIdGuard } from './common';

const ssoProviderNames = [
  'OIDC',
  'SAML',
  'AzureAD',
  'GoogleWorkspace',
  'Okta',
  'AzureAdOidc',
] as const;
const ssoProviderNameGuard = z.enum(ssoProviderNames);
export type SsoProviderName = z.infer<typeof ssoProviderNameGuard>;

const ssoBrandingGuard = z
  .object({ displayName: z.string(), logo: z.string(), darkLogo: z.string() })
  .partial();
export type SsoBranding = z.infer<typeof ssoBrandingGuard>;

const connectorNameGuard = z.string().min(1).max(128);

/** An enterprise single sign-on connection; `domains` route users of those email domains to it. */
const ssoConnectorGuard = z.object({
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

/** `PATCH /api/sso-connectors/{id}`: the provider is fixed once created. */
const ssoConnectorPatchGuard = ssoConnectorGuard
  .pick({ connectorName: true, config: true, domains: true, branding: true, syncProfile: true })
  .partial();
export type SsoConnectorPatch = z.infer<typeof ssoConnectorPatchGuard>;

/** `POST /api/sso-connectors`. */
export const ssoConnectorCreateGuard = ssoConnectorPatchGuard.extend({
  providerName: ssoProviderNameGuard,
  connectorName: connectorNameGuard,
});
export type SsoConnectorCreate = z.infer<typeof ssoConnectorCreateGuard>;

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
