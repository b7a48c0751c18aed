/** The sign-in app's single sign-on screens, below the tenant. */
export const ssoPaths = {
  email: '/sign-in/single-sign-on',
  connectors: '/sign-in/single-sign-on/connectors',
} as const;

/**
 * Where the IdP sends the browser back: `/callback/{connectorId}` on the tenant, the redirect URI
 * the console shows for OIDC connectors; the SAML ACS sends the browser there too.
 */
export const ssoCallbackUrl = (tenantPrefix: string, connectorId: string, origin = window.location.origin) =>
  new URL(`${tenantPrefix}/callback/${encodeURIComponent(connectorId)}`, origin).href;
