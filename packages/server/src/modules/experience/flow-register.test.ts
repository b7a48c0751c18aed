import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import {
  AuthorizationFlow,
  insertTestClient,
  testRedirectUri,
} from '../../testing/authorization-flow.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createConnector } from '../connectors/service.js';
import { upsertTenantConfig } from '../tenant-configs/queries.js';
import { findUserByUsername } from '../users/queries.js';
import { createUser } from '../users/service.js';
import { signInExperienceKey } from './experience-settings.js';

const password = 'Gl4cier-Tundra';

type ErrorBody = { code: string; data?: Record<string, unknown> };
type SmsRequest = { to: string; type: string; payload: { code: string } };

/** A real HTTP receiver standing in for the tenant's SMS service: hands over each request's body. */
async function startSmsReceiver() {
  const waiting: ((request: SmsRequest) => void)[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      waiting.shift()?.(JSON.parse(Buffer.concat(chunks).toString('utf8')) as SmsRequest);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    next: () => new Promise<SmsRequest>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDatabase('Experience API: registration and profile', (server) => {
  let clientId = '';
  let sms: Awaited<ReturnType<typeof startSmsReceiver>>;
  const scope = () => scopeToTenant(server().context.database.db, 'default');
  const flow = () => new AuthorizationFlow(server().url, clientId).start();

  beforeAll(async () => {
    clientId = await insertTestClient(server().context.database.db);
    sms = await startSmsReceiver();
  });
  afterAll(async () => {
    await sms.close();
  });

  it('registers with a username and password given as profile', async () => {
    await createUser(scope(), { username: 'taken_name', password }, { defaultRoles: true });
    const browser = await flow();
    await browser.api('PUT', '', { interactionEvent: 'Register' });
    const empty = await browser.api<ErrorBody>('POST', '/identification', {});
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      code: 'session.missing_profile',
      data: { fields: 'username, password' },
    });

    const taken = await browser.api<ErrorBody>('POST', '/profile', {
      type: 'username',
      value: 'taken_name',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('user.username_already_in_use');
    expect(
      (await browser.api('POST', '/profile', { type: 'username', value: 'linus' })).status,
    ).toBe(204);
    const short = await browser.api<ErrorBody>('POST', '/profile', {
      type: 'password',
      value: 'Ab1!',
    });
    expect(short.status).toBe(422);
    expect(short.body.code).toBe('password_rejected.too_short');
    expect(
      (await browser.api('POST', '/profile', { type: 'password', value: password })).status,
    ).toBe(204);
    const noRecord = await browser.api<ErrorBody>('POST', '/profile', {
      type: 'email',
      verificationId: 'nope',
    });
    expect(noRecord.status).toBe(404);
    expect(noRecord.body.code).toBe('session.verification_record_not_found');
    const wrongEvent = await browser.api<ErrorBody>('PUT', '/profile/password', { password });
    expect(wrongEvent.status).toBe(400);
    expect(wrongEvent.body.code).toBe('session.invalid_interaction');

    const view = await browser.api('GET', '/interaction');
    expect(view.body).toMatchObject({
      interactionEvent: 'Register',
      profile: { username: 'linus' },
    });
    expect(JSON.stringify(view.body)).not.toMatch(/argon2|Glacier|Gl4cier/i);

    expect((await browser.api('POST', '/identification', {})).status).toBe(204);
    const submitted = await browser.api<{ redirectTo: string }>('POST', '/submit');
    expect(submitted.status).toBe(200);
    const callback = await browser.follow(submitted.body.redirectTo);
    expect(`${callback.origin}${callback.pathname}`).toBe(testRedirectUri);
    expect((await findUserByUsername(scope(), 'linus'))?.password_encryption_method).toBe(
      'Argon2id',
    );
    await server().records.flush();
    const logs = await scope().selectFrom('logs').select(['key', 'payload']).execute();
    const profileLogs = logs.filter((log) => log.key === 'Interaction.Register.Profile.Update');
    expect(profileLogs.map((log) => log.payload.params)).toContainEqual({
      type: 'password',
      value: '[redacted]',
    });
    expect(JSON.stringify(logs)).not.toContain(password);

    const again = await flow();
    await again.api('PUT', '', { interactionEvent: 'SignIn' });
    const signIn = await again.api('POST', '/verification/password', {
      identifier: { type: 'username', value: 'linus' },
      password,
    });
    expect(signIn.status).toBe(200);
  });

  it('takes profile only while registering', async () => {
    const browser = await flow();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const refused = await browser.api<ErrorBody>('POST', '/profile', {
      type: 'username',
      value: 'someone',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('session.invalid_interaction');
  });

  it('follows the sign-in mode: no registration when sign-in only, no sign-in when registration only', async () => {
    const browser = await flow();
    await upsertTenantConfig(scope(), signInExperienceKey, { signInMode: 'SignIn' });
    const closed = await browser.api<ErrorBody>('PUT', '', { interactionEvent: 'Register' });
    expect(closed.status).toBe(403);
    expect(closed.body.code).toBe('session.registration_disabled');
    expect((await browser.api('PUT', '', { interactionEvent: 'SignIn' })).status).toBe(204);
    const switched = await browser.api<ErrorBody>('PUT', '/interaction-event', {
      interactionEvent: 'Register',
    });
    expect(switched.status).toBe(403);

    await upsertTenantConfig(scope(), signInExperienceKey, { signInMode: 'Register' });
    const noSignIn = await browser.api<ErrorBody>('PUT', '', { interactionEvent: 'SignIn' });
    expect(noSignIn.status).toBe(403);
    expect(noSignIn.body.code).toBe('session.sign_in_disabled');
    expect((await browser.api('PUT', '', { interactionEvent: 'ForgotPassword' })).status).toBe(204);
    await upsertTenantConfig(scope(), signInExperienceKey, {});
  });

  it('refuses to submit a sign-in when the tenant turned to registration only meanwhile', async () => {
    await createUser(scope(), { username: 'midway_mia', password }, { defaultRoles: true });
    const browser = await flow();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const verified = await browser.api<{ verificationId: string }>(
      'POST',
      '/verification/password',
      {
        identifier: { type: 'username', value: 'midway_mia' },
        password,
      },
    );
    expect(
      (
        await browser.api('POST', '/identification', {
          verificationId: verified.body.verificationId,
        })
      ).status,
    ).toBe(204);
    await upsertTenantConfig(scope(), signInExperienceKey, { signInMode: 'Register' });
    try {
      const submitted = await browser.api<ErrorBody>('POST', '/submit');
      expect(submitted.status).toBe(403);
      expect(submitted.body.code).toBe('session.sign_in_disabled');
    } finally {
      await upsertTenantConfig(scope(), signInExperienceKey, {});
    }
  });

  it('signs in with a code sent by SMS to a real HTTP receiver', async () => {
    await createConnector(scope(), server().context.vault, {
      connectorId: 'http-sms',
      config: { endpoint: sms.url, signingSecret: 'a-signing-secret-of-length' },
    });
    await upsertTenantConfig(scope(), signInExperienceKey, {
      signIn: {
        methods: [
          {
            identifier: 'phone',
            password: false,
            verificationCode: true,
            isPasswordPrimary: false,
          },
        ],
      },
    });
    const user = await createUser(
      scope(),
      { username: 'phoebe', primaryPhone: '15551234567' },
      { defaultRoles: true },
    );
    const browser = await flow();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const received = sms.next();
    const identifier = { type: 'phone', value: '15551234567' };
    const sent = await browser.api<{ verificationId: string }>(
      'POST',
      '/verification/verification-code',
      { identifier, interactionEvent: 'SignIn' },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const message = await received;
    expect(message).toMatchObject({ to: '15551234567', type: 'SignIn' });
    const verified = await browser.api('POST', '/verification/verification-code/verify', {
      identifier,
      verificationId: sent.body.verificationId,
      code: message.payload.code,
    });
    expect(verified.status).toBe(200);
    expect((await browser.api('POST', '/identification', sent.body)).status).toBe(204);
    expect((await browser.api('GET', '/interaction')).body).toMatchObject({ userId: user.id });
    const submitted = await browser.api<{ redirectTo: string }>('POST', '/submit');
    expect((await browser.follow(submitted.body.redirectTo)).searchParams.get('code')).toBeTruthy();
  });
});
