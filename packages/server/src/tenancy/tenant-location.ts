import { tenantPathPrefix } from './tenant-urls.js';

/**
 * Where a request reached a tenant: on the service host, under the tenant's path prefix
 * (`/t/{tenantId}`, none for `default`), or on one of the tenant's custom domains, at its root.
 * Every URL the tenant hands out on that request (its issuer, its sign-in pages) is built from
 * it, so a custom domain's visitors never see the service host.
 */
export type TenantLocation = {
  tenantId: string;
  /** Scheme and host, no trailing slash: `https://id.example.com`. */
  endpoint: string;
  /** Path of the tenant below the endpoint: `/t/{tenantId}`, or `''`. */
  prefix: string;
  /** Set when the request came on a custom domain of the tenant. */
  customDomain?: string;
};

/** The tenant on the service host, under its path prefix. */
export const serviceLocation = (endpoint: string, tenantId: string): TenantLocation => ({
  tenantId,
  endpoint,
  prefix: tenantPathPrefix(tenantId),
});

/** The tenant on one of its custom domains: always HTTPS (a domain is verified over it), at the root. */
export const customDomainLocation = (domain: string, tenantId: string): TenantLocation => ({
  tenantId,
  endpoint: `https://${domain}`,
  prefix: '',
  customDomain: domain,
});

/** The OIDC issuer of the tenant at this location. */
export const locationIssuer = (location: TenantLocation) => `${location.endpoint}${location.prefix}/oidc`;

/** The tenant's public root at this location: its pages and API hang below it. */
export const tenantEndpointOf = (location: TenantLocation) => `${location.endpoint}${location.prefix}`;
