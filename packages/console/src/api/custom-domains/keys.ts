/** Query keys of a tenant's custom domains (`/domains`); the tenant is part of the key. */
export const customDomainKeys = {
  all: ['custom-domains'] as const,
  list: (tenantId: string) => [...customDomainKeys.all, tenantId] as const,
};
