import type { HookLog, HookResponse } from '@tessera/schemas';

export const hookFixture = (overrides: Partial<HookResponse> = {}): HookResponse => ({
  tenantId: 'default',
  id: 'hook1',
  name: 'Order service',
  event: null,
  events: ['PostRegister', 'User.Created'],
  config: { url: 'https://orders.example.com/hook', headers: { 'x-api-key': 'k1' }, retries: 3 },
  signingKey: 'sk_0123456789abcdef',
  enabled: true,
  createdAt: 1_700_000_000_000,
  ...overrides,
});

export const hookLogFixture = (overrides: Partial<HookLog> = {}): HookLog => ({
  id: 'log1',
  key: 'TriggerHook.PostRegister',
  createdAt: 1_700_000_100_000,
  payload: {
    key: 'TriggerHook.PostRegister',
    result: 'Error',
    hookId: 'hook1',
    event: 'PostRegister',
    url: 'https://orders.example.com/hook',
    attempt: 2,
    durationMs: 87,
    hookRequest: { body: { event: 'PostRegister', hookId: 'hook1', userId: 'u1' } },
    response: { statusCode: 500, body: '{"error":"database down"}' },
  },
  ...overrides,
});
