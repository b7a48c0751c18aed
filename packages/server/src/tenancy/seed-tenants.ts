import { adminTenantId, defaultTenantId, type Region, type TenantTag } from '@tessera/schemas';

/** What a tenant is created with. */
export type TenantSeed = { id: string; name: string; tag: TenantTag; regionName?: Region };

/**
 * The tenants every server has from its first start, in the order they are provisioned: the
 * `admin` tenant of the console first (every other tenant's Management API is also a resource
 * of it), then the `default` tenant users sign in to.
 */
export const firstStartTenants: readonly TenantSeed[] = [
  { id: adminTenantId, name: 'Admin', tag: 'production' },
  { id: defaultTenantId, name: 'Default', tag: 'production' },
];
