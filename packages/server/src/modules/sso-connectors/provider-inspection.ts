import type { JsonObject, SamlSsoConfig, SsoProviderConfig } from '@tessera/schemas';
import { discover } from '../../federation/oidc-client/index.js';
import { oidcConfigOf } from './oidc/oidc-config.js';
import type { SsoProvider } from './providers.js';
import { resolveSamlIdentityProvider } from './saml/identity-provider.js';

/** What reaching the IdP with a connector's config found: its endpoints, keys and names. */
export type ProviderFacts = Pick<SsoProviderConfig, 'discovery' | 'identityProvider'>;

/**
 * Reaches the identity provider the way sign-in will: fetches the OIDC discovery document, or
 * reads the SAML metadata (given or fetched) and checks its certificates. Fails with the
 * `connector.*` code of what is wrong; an empty config (a connector not set up yet) is not checked.
 */
export async function inspectProvider(provider: SsoProvider, config: JsonObject): Promise<ProviderFacts> {
  if (Object.keys(config).length === 0) {
    return {};
  }
  if (provider.providerType === 'oidc') {
    return { discovery: await discover(oidcConfigOf(config).issuer) };
  }
  const idp = await resolveSamlIdentityProvider(config as SamlSsoConfig);
  const [first] = idp.certificates;
  return {
    identityProvider: {
      entityId: idp.entityId,
      signInEndpoint: idp.signInEndpoint,
      x509Certificate: first?.pem ?? '',
      certificateExpiresAt: Math.min(...idp.certificates.map((certificate) => certificate.expiresAt)),
    },
  };
}

/** The facts for a detail answer: none, rather than a failure, when the IdP cannot be reached. */
export const inspectProviderQuietly = (provider: SsoProvider, config: JsonObject): Promise<ProviderFacts> =>
  inspectProvider(provider, config).catch(() => ({}));
