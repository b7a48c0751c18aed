import { defaultTenantId, type ConnectorResponse } from '@tessera/schemas';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RequestError } from '../../errors/request-error.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { sendVerificationMessage } from './send-message.js';

describeEachDatabase('the cached connector codes are sent through', (server) => {
  let api: ApiClient;
  let first: SmtpInbox;
  let second: SmtpInbox;

  /** Sends a code as a sign-in does: through the request scope, which caches the connector. */
  const send = (to: string) =>
    sendVerificationMessage(
      server().context.tenantScope(defaultTenantId),
      { kind: 'Email', to, usageType: 'SignIn', code: '123456' },
      { vault: server().context.vault, logger: pino({ level: 'silent' }), outbound: server().context.outbound },
    );
  const smtpTo = (inbox: SmtpInbox, fromEmail: string) => ({
    host: inbox.host,
    port: inbox.port,
    tlsMode: 'none',
    fromEmail,
    templates: [{ usageType: 'SignIn', subject: 'Code', content: 'Your code is {{code}}.' }],
  });

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    [first, second] = await Promise.all([startSmtpInbox(), startSmtpInbox()]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('sends the next code through the connector as created, changed, then deleted', async () => {
    const notFound = await send('ada@example.com').catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(RequestError);
    expect((notFound as RequestError).code).toBe('connector.not_found');

    const created = await api.post<ConnectorResponse>('/connectors', {
      connectorId: 'smtp-email',
      config: smtpTo(first, 'one@acme.test'),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    for (const to of ['ada@example.com', 'bob@example.com']) {
      const received = first.nextMessage(to);
      await send(to);
      expect((await received).envelope.from).toBe('one@acme.test');
    }

    const changed = await api.patch(`/connectors/${created.body.id}`, { config: smtpTo(second, 'two@acme.test') });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const received = second.nextMessage('cleo@example.com');
    await send('cleo@example.com');
    expect((await received).envelope.from).toBe('two@acme.test');

    expect((await api.delete(`/connectors/${created.body.id}`)).status).toBe(204);
    const gone = await send('dan@example.com').catch((error: unknown) => error);
    expect((gone as RequestError).code).toBe('connector.not_found');
  });
});
