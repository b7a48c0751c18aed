import {
  googleWorkspaceSsoConfigGuard,
  oidcSsoConfigGuard,
  samlSsoConfigGuard,
  type SsoConnectorProvider,
  type SsoProviderName,
  type SsoProviderType,
} from '@tessera/schemas';
import type { z } from 'zod';

/** Google's issuer: Google Workspace connectors use it unless their config names another. */
export const googleIssuer = 'https://accounts.google.com';

/** A monogram badge as an SVG data URI: the console and sign-in app show it without a fetch. */
const monogram = (letters: string, background: string, foreground: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${background}"/><text x="32" y="41" font-family="Arial,Helvetica,sans-serif" font-size="${letters.length > 2 ? 18 : 24}" font-weight="700" text-anchor="middle" fill="${foreground}">${letters}</text></svg>`,
  )}`;

export type SsoProvider = SsoConnectorProvider & {
  /** The `config` this provider takes. */
  configGuard: z.ZodObject;
  /** Config fields never answered in full. */
  secretKeys: readonly string[];
};

const provider = (
  providerName: SsoProviderName,
  providerType: SsoProviderType,
  name: string,
  description: string,
  letters: string,
  color: string,
): SsoProvider => ({
  providerName,
  providerType,
  name,
  description,
  logo: monogram(letters, color, '#ffffff'),
  logoDark: monogram(letters, '#ffffff', color),
  configGuard: providerType === 'saml' ? samlSsoConfigGuard : providerName === 'GoogleWorkspace' ? googleWorkspaceSsoConfigGuard : oidcSsoConfigGuard,
  secretKeys: providerType === 'oidc' ? ['clientSecret'] : [],
});

/** Every supported identity provider kind, in the order the console offers them. */
export const ssoProviders: readonly SsoProvider[] = [
  provider('AzureAD', 'saml', 'Microsoft Entra ID (SAML)', 'Azure AD / Entra ID through SAML 2.0.', 'AD', '#0a5ba8'),
  provider('AzureAdOidc', 'oidc', 'Microsoft Entra ID (OIDC)', 'Azure AD / Entra ID through OpenID Connect.', 'AD', '#1572c6'),
  provider('GoogleWorkspace', 'oidc', 'Google Workspace', 'Google accounts of your Workspace domains.', 'G', '#2f6fdc'),
  provider('Okta', 'oidc', 'Okta', 'Okta through OpenID Connect.', 'OK', '#1d2a4d'),
  provider('SAML', 'saml', 'SAML', 'Any SAML 2.0 identity provider.', 'SAML', '#5a36c9'),
  provider('OIDC', 'oidc', 'OIDC', 'Any OpenID Connect identity provider.', 'OIDC', '#2d7d5a'),
];

export const ssoProviderOf = (providerName: string): SsoProvider => {
  const found = ssoProviders.find((item) => item.providerName === providerName);
  if (!found) {
    // Stored rows only hold names from the list; an unknown one is a broken row, not user input.
    throw new Error(`Unknown SSO provider ${providerName}`);
  }
  return found;
};

/** The provider as `GET /sso-connector-providers` lists it. */
export const describeProvider = ({ configGuard: _guard, secretKeys: _secrets, ...described }: SsoProvider): SsoConnectorProvider =>
  described;
