import { tenantPathPrefix } from './tenant-urls.js';

/**
 * Where a request reached a tenant: on the service host, under the tenant's path prefix
 * (`/t/{tenantId}`, none for `default`), or on a host of the tenant's own, at its root: one of
 * its custom domains, or its subdomain under a wildcard `ENDPOINT`. Every URL the tenant hands
 * out on that request (its issuer, its sign-in pages) is built from it, so visitors on the
 * tenant's own host never see the service host.
 */
export type TenantLocation = {
  tenantId: string;
  /** Scheme and host, no trailing slash: `https://id.example.com`. */
  endpoint: string;
  /** Path of the tenant below the endpoint: `/t/{tenantId}`, or `''`. */
  prefix: string;
  /**
   * Set when the request came on a host of the tenant's own (a custom domain or its subdomain):
   * the tenant has a provider, and an issuer, per such host.
   */
  customDomain?: string;
};

/** The tenant on the service host, under its path prefix. */
export const serviceLocation = (endpoint: string, tenantId: string): TenantLocation => ({
  tenantId,
  endpoint,
  prefix: tenantPathPrefix(tenantId),
});

/** The tenant on a host of its own, at the root; `endpoint` is that host's scheme and host. */
export const ownHostLocation = (endpoint: string, host: string, tenantId: string): TenantLocation => ({
  tenantId,
  endpoint,
  prefix: '',
  customDomain: host,
});

/** The tenant on one of its custom domains: always HTTPS (a domain is verified over it). */
export const customDomainLocation = (domain: string, tenantId: string): TenantLocation =>
  ownHostLocation(`https://${domain}`, domain, tenantId);

/** The OIDC issuer of the tenant at this location. */
export const locationIssuer = (location: TenantLocation) => `${location.endpoint}${location.prefix}/oidc`;

/** The tenant's public root at this location: its pages and API hang below it. */
export const tenantEndpointOf = (location: TenantLocation) => `${location.endpoint}${location.prefix}`;
