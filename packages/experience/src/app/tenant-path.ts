/** Where this tenant's pages and API live, derived from the page URL. */
export type TenantPath = {
  /** `/t/{tenantId}` for a path-based tenant, `''` for the tenant served at the root. */
  prefix: string;
  /** The tenant's API root, e.g. `/t/admin/api`; the contracts' paths are below it. */
  apiBase: string;
};

// Only a whole first segment counts, so `/terms` or `/t` alone never read as a tenant.
const tenantPrefixPattern = /^\/t\/([^/?#]+)(?=\/|$)/;

/**
 * Reads the tenant prefix from `location.pathname`. The server serves the same index.html at the
 * root (default tenant, or a tenant resolved by host) and under `/t/{tenantId}/…`, so the page
 * itself must work out which one it is on.
 */
export const resolveTenantPath = (pathname: string): TenantPath => {
  const tenantId = tenantPrefixPattern.exec(pathname)?.[1];
  const prefix = tenantId === undefined ? '' : `/t/${tenantId}`;
  return { prefix, apiBase: `${prefix}/api` };
};
