import type { UserDetails } from '@tessera/schemas';

export const userFixture = (overrides: Partial<UserDetails> = {}): UserDetails => ({
  id: 'u1',
  username: 'ada',
  primaryEmail: 'ada@example.com',
  primaryPhone: null,
  name: 'Ada Lovelace',
  avatar: null,
  profile: {},
  applicationId: null,
  identities: {},
  customData: {},
  isSuspended: false,
  hasPassword: true,
  lastSignInAt: null,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  ...overrides,
});
