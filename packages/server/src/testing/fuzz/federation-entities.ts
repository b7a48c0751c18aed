import type { TenantScope } from '../../db/tenant-scope.js';
import { createSamlApplication, createSamlSecret, initialCertificateYears } from '../../modules/saml-applications/service.js';
import { createSsoConnector } from '../../modules/sso-connectors/service.js';
import { createHook } from '../../modules/hooks/service.js';
import { createCustomDomain } from '../../modules/custom-domains/service.js';
import type { SecretVault } from '../../utils/secret-vault.js';

/**
 * The federation entities of a tenant for the fuzzers: an enterprise SSO connector (no config, so
 * nothing is fetched), a SAML application with a second certificate, and a webhook to a closed
 * local port (a delivery fails at once, nothing leaves the machine), and an active custom domain.
 * Kept beside
 * tenant-entities.ts, whose ids they join.
 */
export async function createFederationEntities(scope: TenantScope, vault: SecretVault, marker: string) {
  const ssoConnector = await createSsoConnector(
    { scope, vault, tenantBaseUrl: `https://${marker}.example.com` },
    { providerName: 'OIDC', connectorName: `${marker} sso`, domains: [`${marker}-sso.example.com`] },
  );
  const { application } = await createSamlApplication(scope, vault, {
    name: `${marker} saml`,
    nameIdFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  });
  const samlSecret = await createSamlSecret(scope, vault, application.id, initialCertificateYears);
  const hook = await createHook(scope, vault, {
    name: `${marker} hook`,
    events: ['User.Created'],
    config: { url: 'http://127.0.0.1:9/hook' },
  });
  const domain = await createCustomDomain(scope, { domain: `${marker}-login.example.com` }, {
    cnameTarget: 'edge.example.com',
    serviceHost: '127.0.0.1',
    claimedAnywhere: async () => false,
  });
  // Active at once, so no check rewrites the row while the fuzzers compare snapshots (a check
  // claimed before this write finds the status moved and drops its outcome).
  await scope.updateTable('custom_domains').set({ status: 'Active', next_check_at: null }).where('id', '=', domain.id).execute();
  return {
    hook: [hook.id],
    domain: [domain.id],
    'sso-connector': [ssoConnector.id],
    ssoConnector: [ssoConnector.id],
    'saml-application': [application.id],
    samlSecretIds: [samlSecret.id],
  };
}
