import { afterAll, beforeAll, expect, it } from 'vitest';
import { AuthorizationFlow, insertTestClient } from '../../testing/authorization-flow.js';
import { startHookReceiver, type HookReceiver } from '../../testing/hook-receiver.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createUser } from '../users/service.js';
import { createHook } from './service.js';

const password = 'Gl4cier-Tundra';

/**
 * The Submit step's change and its webhook delivery commit in one transaction: when the delivery
 * row cannot be written, the change is not made either, and the step answers an error.
 */
describeEachDatabase('Webhooks recorded with the submitted change', (server) => {
  let clientId = '';
  let receiver: HookReceiver;
  let hookId = '';
  const scope = () => server().context.tenantScope('default');
  const db = () => server().context.database.db;

  const register = async (username: string) => {
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    await browser.api('PUT', '', { interactionEvent: 'Register' });
    expect((await browser.api('POST', '/profile', { type: 'username', value: username })).status).toBe(204);
    expect((await browser.api('POST', '/profile', { type: 'password', value: password })).status).toBe(204);
    expect((await browser.api('POST', '/identification', {})).status).toBe(204);
    return browser.api<{ code?: string }>('POST', '/submit');
  };

  const signIn = async (username: string) => {
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const verified = await browser.api<{ verificationId: string }>('POST', '/verification/password', {
      identifier: { type: 'username', value: username },
      password,
    });
    expect((await browser.api('POST', '/identification', verified.body)).status).toBe(204);
    return browser.api<{ code?: string }>('POST', '/submit');
  };

  const findUser = (username: string) =>
    db().selectFrom('users').select(['id', 'last_sign_in_at']).where('tenant_id', '=', 'default').where('username', '=', username).executeTakeFirst();

  beforeAll(async () => {
    clientId = await insertTestClient(db());
    receiver = await startHookReceiver();
    // Through the server's own scope: the hook's event drops every cached subscription list.
    const hook = await createHook(scope(), server().context.vault, {
      name: 'Interactions',
      events: ['PostSignIn', 'PostRegister'],
      config: { url: receiver.url },
    });
    hookId = hook.id;
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('makes no registration and stamps no sign-in whose webhook delivery cannot be written', async () => {
    await createUser(scope(), { username: 'lovelace', password }, { defaultRoles: true });
    // Recorded and posted while the hook exists; the server keeps its cached subscription list.
    expect((await register('babbage')).status).toBe(200);
    await receiver.waitFor(1);
    expect(receiver.requests.map((request) => (JSON.parse(request.body) as { event: string }).event)).toEqual(['PostRegister']);
    const before = await findUser('lovelace');

    // Removed behind the server's back (no event): the cached list still names the hook, so the
    // outbox writes a delivery for a hook that no longer exists, which its foreign key refuses.
    await db().deleteFrom('hooks').where('tenant_id', '=', 'default').where('id', '=', hookId).execute();

    const refused = await register('menabrea');
    expect(refused.status).toBe(500);
    expect(await findUser('menabrea')).toBeUndefined();

    const refusedSignIn = await signIn('lovelace');
    expect(refusedSignIn.status).toBe(500);
    expect((await findUser('lovelace'))?.last_sign_in_at).toEqual(before?.last_sign_in_at);

    const deliveries = await db().selectFrom('hook_deliveries').select('id').where('tenant_id', '=', 'default').execute();
    expect(deliveries).toEqual([]);
    expect(receiver.requests).toHaveLength(1);
  });
});
