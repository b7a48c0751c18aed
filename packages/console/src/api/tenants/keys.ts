/**
 * Query keys of the cloud API's tenants. The caller's tenants come as one list; a tenant's own
 * view is read from it, so refreshing `all` refreshes every screen that shows a tenant.
 */
export const tenantKeys = {
  all: ['tenants'] as const,
  list: () => [...tenantKeys.all, 'list'] as const,
};
