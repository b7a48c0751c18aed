import { afterAll, beforeAll, expect, it } from 'vitest';
import { AuthorizationFlow, insertTestClient } from '../../testing/authorization-flow.js';
import { startHookReceiver, type HookReceiver } from '../../testing/hook-receiver.js';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createConnector } from '../connectors/service.js';
import { createUser } from '../users/service.js';
import { createHook } from './service.js';

const password = 'Gl4cier-Tundra';
const newPassword = 'Basalt-Orchid-42';

describeEachDatabase('Webhooks of a password reset', (server) => {
  let inbox: SmtpInbox;
  let receiver: HookReceiver;
  let clientId = '';
  const scope = () => server().context.tenantScope('default');

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    receiver = await startHookReceiver();
    clientId = await insertTestClient(server().context.database.db);
    await createConnector(scope(), server().context.vault, {
      connectorId: 'smtp-email',
      config: {
        host: inbox.host,
        port: inbox.port,
        tlsMode: 'none',
        fromEmail: 'noreply@tessera.test',
        templates: [{ usageType: 'ForgotPassword', subject: 'Your code', content: 'Your code is {{code}}.' }],
      },
    });
    await createHook(scope(), server().context.vault, {
      name: 'Resets',
      events: ['PostResetPassword', 'User.Data.Updated'],
      config: { url: receiver.url },
    });
  });
  afterAll(async () => {
    await inbox.close();
    await receiver.close();
  });

  it('posts PostResetPassword for the user once the new password is submitted', async () => {
    const user = await createUser(scope(), { username: 'forgetful', primaryEmail: 'forgetful@example.com', password }, { defaultRoles: true });
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    await browser.api('PUT', '', { interactionEvent: 'ForgotPassword' });
    const received = inbox.nextMessage('forgetful@example.com');
    const sent = await browser.api<{ verificationId: string }>('POST', '/verification/verification-code', {
      identifier: { type: 'email', value: 'forgetful@example.com' },
      interactionEvent: 'ForgotPassword',
    });
    expect(sent.status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await received).text)?.[1] ?? '';
    const { verificationId } = sent.body;
    await browser.api('POST', '/verification/verification-code/verify', {
      identifier: { type: 'email', value: 'forgetful@example.com' },
      verificationId,
      code,
    });
    expect((await browser.api('POST', '/identification', { verificationId })).status).toBe(204);
    expect((await browser.api('PUT', '/profile/password', { password: newPassword })).status).toBe(204);
    expect(receiver.requests).toHaveLength(0);
    expect((await browser.api('POST', '/submit')).status).toBe(200);

    await receiver.waitFor(1);
    const events = receiver.requests.map((request) => JSON.parse(request.body) as Record<string, unknown>);
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'PostResetPassword',
        interactionEvent: 'ForgotPassword',
        sessionId: browser.uid,
        userId: user.id,
        user: expect.objectContaining({ id: user.id }),
      }),
    );
    expect(JSON.stringify(events)).not.toContain(newPassword);
  });
});
