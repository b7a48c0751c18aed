import type { Resource, Scope } from '../../../components/api-entities/resource';

export const resourceFixture = (overrides: Partial<Resource> = {}): Resource => ({
  id: 'res1',
  name: 'Orders API',
  indicator: 'https://api.example.com/orders',
  isDefault: false,
  accessTokenTtl: 3600,
  isManagementApi: false,
  ...overrides,
});

export const scopeFixture = (overrides: Partial<Scope> = {}): Scope => ({
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
