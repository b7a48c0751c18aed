import type { Log } from '@tessera/schemas';

export const logFixture = (
  overrides: Partial<Log> = {},
  payload: Partial<Log['payload']> = {},
): Log => ({
  tenantId: 'default',
  id: 'log1',
  key: 'Interaction.SignIn.Submit',
  createdAt: Date.now() - 3 * 60 * 1000,
  ...overrides,
  payload: {
    key: overrides.key ?? 'Interaction.SignIn.Submit',
    result: 'Success',
    userId: 'user1',
    applicationId: 'app1',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    ...payload,
  },
});
