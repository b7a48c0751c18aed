import type { GoogleWorkspaceSsoConfig, OidcSsoConfig } from '@tessera/schemas';
import { googleIssuer } from '../providers.js';

/** An OIDC-family connector's config with its issuer settled (Google's by default). */
export const oidcConfigOf = (config: Record<string, unknown>): OidcSsoConfig => {
  const typed = config as GoogleWorkspaceSsoConfig;
  return { ...typed, issuer: typed.issuer ?? googleIssuer };
};
