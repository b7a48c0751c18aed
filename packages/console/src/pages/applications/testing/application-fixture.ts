import type { ApplicationDetails } from '@tessera/schemas';

/** An application as the Management API answers it, with overrides. */
export const applicationFixture = (overrides: Partial<ApplicationDetails> = {}): ApplicationDetails => ({
  tenantId: 'default',
  id: 'app1',
  name: 'Shop',
  description: null,
  type: 'SPA',
  oidcClientMetadata: { redirectUris: ['https://shop.example.com/callback'], postLogoutRedirectUris: [] },
  customClientMetadata: {},
  protectedAppMetadata: null,
  customData: {},
  isThirdParty: false,
  createdAt: Date.UTC(2026, 0, 2),
  isAdmin: false,
  ...overrides,
});
