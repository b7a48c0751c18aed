import type { Resource, Scope } from '@tessera/schemas';

export const resourceFixture = (overrides: Partial<Resource> = {}): Resource => ({
  tenantId: 'default',
  id: 'res1',
  name: 'Orders API',
  indicator: 'https://api.example.com/orders',
  isDefault: false,
  accessTokenTtl: 3600,
  isManagementApi: false,
  ...overrides,
});

export const scopeFixture = (overrides: Partial<Scope> = {}): Scope => ({
  tenantId: 'default',
  id: 'scope1',
  resourceId: 'res1',
  name: 'read:orders',
  description: 'Read the orders',
  createdAt: Date.UTC(2026, 0, 2),
  ...overrides,
});

export const managementApiFixture = resourceFixture({
  id: 'mgmt',
  name: 'Management API',
  indicator: 'https://default.tessera.app/api',
  isManagementApi: true,
});
