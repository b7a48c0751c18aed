import { tenantPathPrefix } from '../../tenancy/tenant-urls.js';

/** The public URLs of a SAML application, under its tenant's prefix. */
const apiBase = (endpoint: string, tenantId: string) =>
  `${endpoint}${tenantPathPrefix(tenantId)}/api`;

/** Where the sign-in returns with its authorization code (the hidden OIDC client's redirect URI). */
export const samlCallbackUrl = (endpoint: string, tenantId: string, applicationId: string) =>
  `${apiBase(endpoint, tenantId)}/saml-applications/${applicationId}/callback`;

/** The SSO endpoint service providers send AuthnRequests to, in either binding. */
export const samlSsoUrl = (endpoint: string, tenantId: string, applicationId: string) =>
  `${apiBase(endpoint, tenantId)}/saml/${applicationId}/authn`;

/** The IdP entity id of the application: its metadata URL, unique per application. */
export const samlIdpEntityId = (endpoint: string, tenantId: string, applicationId: string) =>
  `${apiBase(endpoint, tenantId)}/saml-applications/${applicationId}/metadata`;
