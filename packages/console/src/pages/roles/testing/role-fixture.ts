import type { Role } from '@tessera/schemas';

export const roleFixture = (overrides: Partial<Role> = {}): Role => ({
  tenantId: 'default',
  id: 'role1',
  name: 'Order manager',
  description: 'Manages orders',
  type: 'User',
  isDefault: false,
  ...overrides,
});
