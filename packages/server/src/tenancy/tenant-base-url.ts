import { tenantEndpointOf, type TenantLocation } from './tenant-location.js';

/** What a request handler knows of where the request reached its tenant (Hono's `c` fits). */
type RequestWithLocation = { get: (key: 'location') => TenantLocation };

/**
 * The base URL of this request's tenant as the user sees it: `https://login.acme.com` on one of
 * the tenant's custom domains, `{ENDPOINT}/t/{tenantId}` (the root for `default`) on the service
 * host. Every URL that leaves the server and must come back to the same tenant — social and
 * enterprise SSO callbacks, SAML endpoints, the demo provider's page, WebAuthn origins — is built
 * on it, so a round trip ends on the host it began on, where its cookies and its issuer live.
 */
export const requestTenantBaseUrl = (c: RequestWithLocation) => tenantEndpointOf(c.get('location'));

/** The same for a location known without a request (a provider built for a host). */
export const tenantBaseUrlAt = (location: TenantLocation) => tenantEndpointOf(location);
