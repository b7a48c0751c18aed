import type { Organization } from '@tessera/schemas';

export const organizationFixture = (overrides: Partial<Organization> = {}): Organization => ({
  tenantId: 'default',
  id: 'org1',
  name: 'Acme',
  description: 'Our biggest customer',
  customData: {},
  isMfaRequired: false,
  color: {},
  branding: {},
  customCss: null,
  createdAt: 1_700_000_000_000,
  ...overrides,
});
