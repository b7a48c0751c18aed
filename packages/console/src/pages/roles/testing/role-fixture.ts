import type { Role } from '../../../components/api-entities/role';

export const roleFixture = (overrides: Partial<Role> = {}): Role => ({
  id: 'role1',
  name: 'Order manager',
  description: 'Manages orders',
  type: 'User',
  isDefault: false,
  ...overrides,
});
