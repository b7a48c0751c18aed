import { defineEndpoint, pathParams, paginationQuery, ssoConnectorCreateGuard } from '@tessera/schemas';
import { z } from 'zod';

const providerNameGuard = z.enum(['OIDC', 'SAML', 'AzureAD', 'GoogleWorkspace', 'Okta', 'AzureAdOidc']);
const providerTypeGuard = z.enum(['oidc', 'saml']);

/** A kind of identity provider an enterprise connector can talk to. */
export const ssoProviderGuard = z.object({
  providerName: providerNameGuard,
  providerType: providerTypeGuard,
  name: z.string(),
  description: z.string(),
  logo: z.string(),
  logoDark: z.string(),
});
export type SsoProvider = z.infer<typeof ssoProviderGuard>;

/** A connector with its provider's facts and what the server read from the provider. */
export const ssoConnectorDetailGuard = z.object({
  id: z.string(),
  providerName: providerNameGuard,
  connectorName: z.string(),
  config: z.record(z.string(), z.unknown()),
  domains: z.array(z.string()),
  branding: z.object({ displayName: z.string(), logo: z.string(), darkLogo: z.string() }).partial(),
  syncProfile: z.boolean(),
  createdAt: z.number(),
  name: z.string(),
  providerType: providerTypeGuard,
  providerLogo: z.string(),
  providerLogoDark: z.string(),
  providerConfig: z.record(z.string(), z.unknown()).optional(),
});
export type SsoConnectorDetail = z.infer<typeof ssoConnectorDetailGuard>;

const ssoConnectorPatchGuard = ssoConnectorCreateGuard.omit({ providerName: true }).partial();
export type SsoConnectorUpdate = z.infer<typeof ssoConnectorPatchGuard>;

const id = pathParams('id');

/** The enterprise SSO endpoints of the Management API. */
export const ssoConnectorApi = {
  listProviders: defineEndpoint({
    method: 'get',
    path: '/sso-connector-providers',
    summary: 'List SSO connector providers',
    response: z.array(ssoProviderGuard),
  }),
  list: defineEndpoint({
    method: 'get',
    path: '/sso-connectors',
    summary: 'List SSO connectors',
    query: paginationQuery,
    response: z.array(ssoConnectorDetailGuard),
    paged: true,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/sso-connectors',
    summary: 'Create an SSO connector',
    body: ssoConnectorCreateGuard,
    response: ssoConnectorDetailGuard.omit({ name: true, providerType: true, providerLogo: true, providerLogoDark: true }),
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/sso-connectors/{id}',
    summary: 'Get an SSO connector',
    params: id,
    response: ssoConnectorDetailGuard,
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/sso-connectors/{id}',
    summary: 'Update an SSO connector',
    params: id,
    body: ssoConnectorPatchGuard,
    response: ssoConnectorDetailGuard,
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/sso-connectors/{id}',
    summary: 'Delete an SSO connector',
    params: id,
  }),
};
