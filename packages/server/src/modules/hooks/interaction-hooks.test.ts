import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AuthorizationFlow, insertTestClient } from '../../testing/authorization-flow.js';
import { startHookReceiver, type HookReceiver } from '../../testing/hook-receiver.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createUser } from '../users/service.js';
import { createHook } from './service.js';
import { toHookResponse } from './responses.js';

const password = 'Gl4cier-Tundra';
type Payload = Record<string, unknown> & { user?: Record<string, unknown>; application?: Record<string, unknown> };

describeEachDatabase('Webhooks of sign-in, registration and password reset', (server) => {
  let clientId = '';
  let receiver: HookReceiver;
  let signingKey = '';
  const payloads = () => receiver.requests.map((request) => JSON.parse(request.body) as Payload);

  beforeAll(async () => {
    clientId = await insertTestClient(server().context.database.db);
    receiver = await startHookReceiver();
    // Through the server's own scope: the hook's event drops every cached subscription list.
    const hook = await createHook(server().context.tenantScope('default'), server().context.vault, {
      name: 'Interactions',
      events: ['PostSignIn', 'PostRegister'],
      config: { url: receiver.url },
    });
    signingKey = toHookResponse(hook, server().context.vault).signingKey;
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('posts PostSignIn with the user, application, session, address and user agent', async () => {
    const user = await createUser(server().context.tenantScope('default'), { username: 'grace', password }, { defaultRoles: true });
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    // A wrong password is a failed step, never a webhook.
    const wrong = await browser.api('POST', '/verification/password', { identifier: { type: 'username', value: 'grace' }, password: 'nope-nope-1A' });
    expect(wrong.status).toBe(422);
    const verified = await browser.api<{ verificationId: string }>('POST', '/verification/password', {
      identifier: { type: 'username', value: 'grace' },
      password,
    });
    expect((await browser.api('POST', '/identification', verified.body)).status).toBe(204);
    expect((await browser.api('POST', '/submit')).status).toBe(200);

    await receiver.waitFor(1);
    const [request] = receiver.requests;
    expect(request?.headers['logto-signature-sha-256']).toBe(createHmac('sha256', signingKey).update(request?.body ?? '').digest('hex'));
    const [payload] = payloads();
    expect(payload).toMatchObject({
      event: 'PostSignIn',
      interactionEvent: 'SignIn',
      sessionId: browser.uid,
      userId: user.id,
      user: { id: user.id, username: 'grace' },
      applicationId: clientId,
      application: { id: clientId },
    });
    expect(payload?.userAgent).toEqual(expect.any(String));
    expect(payload?.userIp).toEqual(expect.any(String));
    expect(JSON.stringify(payload)).not.toMatch(/Gl4cier|argon2/i);
  });

  it('posts PostRegister once a registration is submitted', async () => {
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    await browser.api('PUT', '', { interactionEvent: 'Register' });
    expect((await browser.api('POST', '/profile', { type: 'username', value: 'hopper' })).status).toBe(204);
    expect((await browser.api('POST', '/profile', { type: 'password', value: password })).status).toBe(204);
    expect((await browser.api('POST', '/identification', {})).status).toBe(204);
    expect((await browser.api('POST', '/submit')).status).toBe(200);
    await receiver.waitFor(2);
    expect(payloads()[1]).toMatchObject({
      event: 'PostRegister',
      interactionEvent: 'Register',
      sessionId: browser.uid,
      user: { username: 'hopper' },
      application: { id: clientId },
    });
  });
});
