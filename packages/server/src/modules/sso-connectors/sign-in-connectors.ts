import type { SsoBranding, WellKnownSignInExperience } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { ssoProviderOf } from './providers.js';
import { findAllSsoConnectors, type SsoConnectorRow } from './queries.js';
import { readSsoConfig } from './service.js';

/** A connector as the sign-in app shows it: its branding over the provider's logos. */
export type SignInSsoConnector = WellKnownSignInExperience['ssoConnectors'][number];

/** Name of the connectors the sign-in page offers among the tenant's cached reads (TenantScope.cached). */
export const signInSsoConnectorsRead = 'signInSsoConnectors';

export function toSignInSsoConnector(row: SsoConnectorRow): SignInSsoConnector {
  const provider = ssoProviderOf(row.provider_name);
  const branding = row.branding as SsoBranding;
  return {
    id: row.id,
    connectorName: branding.displayName || row.connector_name,
    logo: branding.logo || provider.logo,
    darkLogo: branding.darkLogo || provider.logoDark,
  };
}

/** Users reach a connector through their email domain, and only once it has been set up. */
const isOffered = (vault: SecretVault, row: SsoConnectorRow) =>
  row.domains.length > 0 && Object.keys(readSsoConfig(vault, row)).length > 0;

/**
 * The connectors the sign-in page offers: those set up with at least one email domain, oldest
 * first. Every sign-in page load reads them, so they are cached until an `sso_connector.*` event.
 */
export const findSignInSsoConnectors = (scope: TenantScope, vault: SecretVault): Promise<SignInSsoConnector[]> =>
  scope.cached(signInSsoConnectorsRead, async (fresh) =>
    (await findAllSsoConnectors(fresh)).filter((row) => isOffered(vault, row)).map(toSignInSsoConnector),
  );
