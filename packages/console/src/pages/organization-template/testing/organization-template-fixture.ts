import type {
  OrganizationRole,
  OrganizationRoleWithScopes,
  OrganizationScope,
} from '@tessera/schemas';

export const organizationRoleFixture = (
  overrides: Partial<OrganizationRole> = {},
): OrganizationRole => ({
  tenantId: 'default',
  id: 'orole1',
  name: 'admin',
  description: 'Runs the organization',
  type: 'User',
  ...overrides,
});

export const organizationRoleListItem = (
  overrides: Partial<OrganizationRoleWithScopes> = {},
): OrganizationRoleWithScopes => ({
  ...organizationRoleFixture(),
  scopes: [],
  resourceScopes: [],
  ...overrides,
});

export const organizationScopeFixture = (
  overrides: Partial<OrganizationScope> = {},
): OrganizationScope => ({
  tenantId: 'default',
  id: 'oscope1',
  name: 'read:members',
  description: 'Read the members',
  ...overrides,
});
