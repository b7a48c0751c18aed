import type { JsonObject, SsoBranding, SsoConnectorResponse, SsoProviderConfig } from '@tessera/schemas';
import { maskSsoConfig } from './config.js';
import type { ProviderFacts } from './provider-inspection.js';
import { ssoProviderOf } from './providers.js';
import type { SsoConnectorRow } from './queries.js';
import { samlServiceProvider } from './saml/service-provider.js';

/** Where the IdP sends users back after OIDC sign-in: the sign-in app's callback page. */
export const oidcCallbackUri = (tenantBaseUrl: string, connectorId: string) => `${tenantBaseUrl}/callback/${connectorId}`;

/** What the administrator registers at the IdP, plus what was fetched from it. */
const providerConfigOf = (row: SsoConnectorRow, tenantBaseUrl: string, facts: ProviderFacts): SsoProviderConfig =>
  ssoProviderOf(row.provider_name).providerType === 'oidc'
    ? { callbackUri: oidcCallbackUri(tenantBaseUrl, row.id), ...(facts.discovery ? { discovery: facts.discovery } : {}) }
    : {
        serviceProvider: samlServiceProvider(tenantBaseUrl, row.id),
        ...(facts.identityProvider ? { identityProvider: facts.identityProvider } : {}),
      };

/** A connector as the Management API answers it: secrets masked, the provider's facts attached. */
export function toSsoConnectorResponse(
  row: SsoConnectorRow,
  config: JsonObject,
  tenantBaseUrl: string,
  facts: ProviderFacts = {},
): SsoConnectorResponse {
  const provider = ssoProviderOf(row.provider_name);
  return {
    tenantId: row.tenant_id,
    id: row.id,
    providerName: provider.providerName,
    connectorName: row.connector_name,
    config: maskSsoConfig(provider, config),
    domains: row.domains,
    branding: row.branding as SsoBranding,
    syncProfile: row.sync_profile,
    enableTokenStorage: row.enable_token_storage,
    createdAt: row.created_at.getTime(),
    name: provider.name,
    providerType: provider.providerType,
    providerLogo: provider.logo,
    providerLogoDark: provider.logoDark,
    providerConfig: providerConfigOf(row, tenantBaseUrl, facts),
  };
}
