/**
 * The public URLs of a SAML application, under its tenant's base URL as the user sees it
 * (`requestTenantBaseUrl`): on a custom domain they are on the custom domain.
 */
const apiBase = (tenantBaseUrl: string) => `${tenantBaseUrl}/api`;

/** Where the sign-in returns with its authorization code (the hidden OIDC client's redirect URI). */
export const samlCallbackUrl = (tenantBaseUrl: string, applicationId: string) =>
  `${apiBase(tenantBaseUrl)}/saml-applications/${applicationId}/callback`;

/** The SSO endpoint service providers send AuthnRequests to, in either binding. */
export const samlSsoUrl = (tenantBaseUrl: string, applicationId: string) =>
  `${apiBase(tenantBaseUrl)}/saml/${applicationId}/authn`;

/** The IdP entity id of the application: its metadata URL, unique per application. */
export const samlIdpEntityId = (tenantBaseUrl: string, applicationId: string) =>
  `${apiBase(tenantBaseUrl)}/saml-applications/${applicationId}/metadata`;
