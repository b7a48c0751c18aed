import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { defaultTenantId, httpConnectorSignatureHeader, type ConnectorResponse } from '@tessera/schemas';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { findFreePort } from '../../testing/free-port.js';
import { startHttpReceiver, type HttpReceiver } from '../../testing/http-receiver.js';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.js';
import { codeIn, connectHttpSms, connectSmtpInbox } from '../../testing/test-connectors.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { sendVerificationMessage, type VerificationMessage } from './send-message.js';

const smtpPassword = 'smtp-password-never-logged';
const signingSecret = 'signing-secret-never-logged-0123';
const apiKey = 'SG.api-key-never-logged';
const authToken = 'twilio-token-never-logged';

/** Every log line written while sending, to check what is (and is not) in them. */
const logLines: string[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  }),
);

const expectRequestError = async (sending: Promise<unknown>, code: string) => {
  const error: unknown = await sending.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RequestError);
  expect({ code: (error as RequestError).code, status: (error as RequestError).status }).toEqual({ code, status: 400 });
};

describeEachDatabase('Sending through connectors', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  let inbox: SmtpInbox;
  let receiver: HttpReceiver;

  const send = (message: VerificationMessage) => sendVerificationMessage(home, message, { vault: server().context.vault, logger, outbound: server().context.outbound });
  const create = async (connectorId: string, config: Record<string, unknown>) => {
    const response = await api.post<ConnectorResponse>('/connectors', { connectorId, config });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const smtpConfig = () => ({
    host: inbox.host,
    port: inbox.port,
    tlsMode: 'none',
    username: 'mailer',
    password: smtpPassword,
    fromEmail: 'noreply@acme.test',
    senderName: 'Acme Support',
    templates: [
      { usageType: 'SignIn', subject: 'Sign in to Acme', content: 'Your sign-in code is {{code}}.' },
      { usageType: 'SignIn', locale: 'de', subject: 'Anmeldung bei Acme', content: 'Dein Anmeldecode: {{code}}' },
      { usageType: 'SignIn', locale: 'pt-BR', subject: 'Entrar na Acme', content: 'Seu código: {{code}}' },
      { usageType: 'Generic', subject: 'Acme code', content: 'Code: {{code}}' },
      { usageType: 'ForgotPassword', subject: 'Reset', content: '<p>Reset with <b>{{code}}</b></p>', contentType: 'text/html' },
    ],
  });

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = scopeToTenant(server().context.database.db, defaultTenantId);
    inbox = await startSmtpInbox();
    receiver = await startHttpReceiver();
  });

  afterAll(async () => {
    await inbox.close();
    await receiver.close();
  });

  afterEach(async () => {
    for (const connector of (await api.get<ConnectorResponse[]>('/connectors')).body) {
      await api.delete(`/connectors/${connector.id}`);
    }
    receiver.answerWith(200);
    expect(logLines.join('')).not.toMatch(new RegExp([smtpPassword, signingSecret, apiKey, authToken].join('|')));
    logLines.length = 0;
  });

  describe('SMTP', () => {
    it('sends the template of the reader\'s language from the sender, falling back to the one without a language', async () => {
      await create('smtp-email', { ...smtpConfig(), companyInformation: 'Acme Inc., 1 Main Street' });

      await send({ kind: 'Email', to: 'ann@example.test', usageType: 'SignIn', code: '481516', language: 'de-AT' });
      const german = await inbox.nextMessage('ann@example.test');
      expect(german.subject).toBe('Anmeldung bei Acme');
      expect(german.from).toBe('Acme Support <noreply@acme.test>');
      expect(german.to).toBe('ann@example.test');
      expect(german.text).toBe('Dein Anmeldecode: 481516\n\nAcme Inc., 1 Main Street');

      await send({ kind: 'Email', to: 'ann@example.test', usageType: 'SignIn', code: '234234', language: 'pt-BR' });
      expect((await inbox.nextMessage('ann@example.test')).text).toContain('Seu código: 234234');

      await send({ kind: 'Email', to: 'ann@example.test', usageType: 'SignIn', code: '777777', language: 'fr' });
      const fallback = await inbox.nextMessage('ann@example.test');
      expect(fallback.subject).toBe('Sign in to Acme');
      expect(fallback.text).toContain('Your sign-in code is 777777.');

      await send({ kind: 'Email', to: 'ann@example.test', usageType: 'ForgotPassword', code: '999111' });
      const html = await inbox.nextMessage('ann@example.test');
      expect(html.html).toBe('<p>Reset with <b>999111</b></p><p>Acme Inc., 1 Main Street</p>');
    });

    it('fails with connector codes when no template, no connector or no server is there', async () => {
      await expectRequestError(send({ kind: 'Email', to: 'bob@example.test', usageType: 'Register', code: '1' }), 'connector.not_found');
      await create('smtp-email', smtpConfig());
      await expectRequestError(send({ kind: 'Email', to: 'bob@example.test', usageType: 'Register', code: '1' }), 'connector.template_not_found');
      await expectRequestError(send({ kind: 'Sms', to: '15550100', usageType: 'SignIn', code: '1' }), 'connector.not_found');

      const connectors = (await api.get<ConnectorResponse[]>('/connectors')).body;
      await api.patch(`/connectors/${connectors[0]?.id}`, { config: { ...connectors[0]?.config, port: await findFreePort() } });
      await expectRequestError(send({ kind: 'Email', to: 'bob@example.test', usageType: 'SignIn', code: '1' }), 'connector.general');
      expect(logLines.join('')).toContain('SMTP server refused the message');
    });

    it('never falls back to plain text when STARTTLS is required', async () => {
      await create('smtp-email', { ...smtpConfig(), tlsMode: 'starttls' });
      await expectRequestError(send({ kind: 'Email', to: 'eve@example.test', usageType: 'SignIn', code: '1' }), 'connector.general');
      expect(inbox.messages.some((message) => message.envelope.to.includes('eve@example.test'))).toBe(false);
    });

    it('sends a test message with the Generic template and a sample code, saving nothing', async () => {
      const answer = await api.post('/connectors/smtp-email/test', { email: 'tess@example.test', config: smtpConfig() });
      expect(answer.status).toBe(204);
      const message = await inbox.nextMessage('tess@example.test');
      expect(message.subject).toBe('Acme code');
      expect(message.text).toBe('Code: 123456');
      expect((await api.get<ConnectorResponse[]>('/connectors')).body).toEqual([]);

      expectError(await api.post('/connectors/smtp-email/test', { phone: '15550100', config: smtpConfig() }), 400, 'connector.insufficient_request_parameters');
      expectError(await api.post('/connectors/smtp-email/test', { email: 'tess@example.test', config: { host: 'x' } }), 400, 'connector.invalid_config_guard', 'fromEmail');
      expectError(await api.post('/connectors/fax/test', { email: 'tess@example.test', config: {} }), 400, 'guard.invalid_input', 'factoryId');
      const noGeneric = { ...smtpConfig(), templates: smtpConfig().templates.filter((template) => template.usageType !== 'Generic') };
      expectError(await api.post('/connectors/smtp-email/test', { email: 'tess@example.test', config: noGeneric }), 400, 'connector.template_not_found');
    });
  });

  describe('HTTP email and SMS', () => {
    const httpConfig = () => ({ endpoint: `${receiver.url}/hooks/messages?tenant=acme`, signingSecret, headers: { 'x-gateway-key': 'gw' } });

    it('POSTs the signed message to the endpoint', async () => {
      await create('http-sms', httpConfig());
      const arriving = receiver.nextRequest();
      await send({ kind: 'Sms', to: '15550100', usageType: 'SignIn', code: '424242', language: 'ja' });
      const request = await arriving;
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/hooks/messages?tenant=acme');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['x-gateway-key']).toBe('gw');
      expect(JSON.parse(request.body)).toEqual({ to: '15550100', type: 'SignIn', payload: { code: '424242', locale: 'ja' } });
      expect(request.headers[httpConnectorSignatureHeader]).toBe(createHmac('sha256', signingSecret).update(request.body).digest('hex'));
    });

    it('tests a saved connector\'s edited config with its stored secret behind the mask', async () => {
      const saved = await create('http-email', httpConfig());
      const arriving = receiver.nextRequest();
      const answer = await api.post('/connectors/http-email/test', { email: 'tess@example.test', config: saved.config, locale: 'fr' });
      expect(answer.status).toBe(204);
      const request = await arriving;
      expect(JSON.parse(request.body)).toEqual({ to: 'tess@example.test', type: 'Generic', payload: { code: '123456', locale: 'fr' } });
      expect(request.headers[httpConnectorSignatureHeader]).toBe(createHmac('sha256', signingSecret).update(request.body).digest('hex'));
    });

    it.each([
      [500, 'connector.general'],
      [429, 'connector.rate_limit_exceeded'],
      [401, 'connector.invalid_config'],
    ])('turns an answer %i into %s', async (status, code) => {
      await create('http-email', httpConfig());
      receiver.answerWith(status);
      const arriving = receiver.nextRequest();
      await expectRequestError(send({ kind: 'Email', to: 'ann@example.test', usageType: 'SignIn', code: '1' }), code);
      expect((await arriving).url).toBe('/hooks/messages?tenant=acme');
      expect(logLines.join('')).toContain(`"status":${status}`);
    });
  });

  describe('SendGrid-style and Twilio-style services', () => {
    it('sends mail through {baseUrl}/v3/mail/send with the API key', async () => {
      const config = {
        baseUrl: `${receiver.url}/sendgrid/`,
        apiKey,
        fromEmail: 'noreply@acme.test',
        senderName: 'Acme',
        templates: [{ usageType: 'Register', subject: 'Welcome {{code}}', content: 'Code {{code}}' }],
      };
      await create('sendgrid-email', config);
      const arriving = receiver.nextRequest();
      await send({ kind: 'Email', to: 'new@example.test', usageType: 'Register', code: '135790' });
      const request = await arriving;
      expect([request.method, request.url]).toEqual(['POST', '/sendgrid/v3/mail/send']);
      expect(request.headers.authorization).toBe(`Bearer ${apiKey}`);
      expect(JSON.parse(request.body)).toEqual({
        personalizations: [{ to: [{ email: 'new@example.test' }] }],
        from: { email: 'noreply@acme.test', name: 'Acme' },
        subject: 'Welcome 135790',
        content: [{ type: 'text/plain', value: 'Code 135790' }],
      });
    });

    it('sends text messages form-encoded to the account\'s Messages.json with basic authentication', async () => {
      await create('twilio-sms', {
        baseUrl: receiver.url,
        accountSid: 'AC0123',
        authToken,
        from: '+15550199',
        templates: [
          { usageType: 'MfaVerification', content: 'Acme code {{code}}' },
          { usageType: 'MfaVerification', locale: 'es', content: 'Código de Acme {{code}}' },
        ],
      });
      const arriving = receiver.nextRequest();
      await send({ kind: 'Sms', to: '+15550100', usageType: 'MfaVerification', code: '8642', language: 'es-MX' });
      const request = await arriving;
      expect([request.method, request.url]).toEqual(['POST', '/2010-04-01/Accounts/AC0123/Messages.json']);
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`AC0123:${authToken}`).toString('base64')}`);
      expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ To: '+15550100', From: '+15550199', Body: 'Código de Acme 8642' });
    });
  });

  it('sets up the test kit\'s connectors, which other areas read codes from', async () => {
    await connectSmtpInbox(server(), inbox);
    await connectHttpSms(server(), receiver);
    await send({ kind: 'Email', to: 'kit@example.test', usageType: 'Register', code: '20252025' });
    const email = await inbox.nextMessage('kit@example.test');
    expect([email.subject, email.from, codeIn(email.text)]).toEqual(['Register code', 'Tessera Test <noreply@tessera.test>', '20252025']);
    const arriving = receiver.nextRequest();
    await send({ kind: 'Sms', to: '15550123', usageType: 'ForgotPassword', code: '3141' });
    expect(JSON.parse((await arriving).body)).toEqual({ to: '15550123', type: 'ForgotPassword', payload: { code: '3141' } });
  });

  it('writes demo emails to the log instead of sending them', async () => {
    await create('demo-email', {});
    await send({ kind: 'Email', to: 'dev@example.test', usageType: 'SignIn', code: '112233' });
    const line = logLines.find((text) => text.includes('demo email'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 30, to: 'dev@example.test', usageType: 'SignIn', content: 'Your verification code is 112233.' });
    expect(inbox.messages.some((message) => message.envelope.to.includes('dev@example.test'))).toBe(false);
  });
});
