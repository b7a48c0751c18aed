import { afterAll, beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { AuthorizationFlow, insertTestClient, testRedirectUri } from '../../testing/authorization-flow.js';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { storeSignInExperience } from '../sign-in-exp/test-support.js';
import { createConnector } from '../connectors/service.js';
import { setSentinelPolicy } from '../sentinel/sentinel-policy.js';
import { findUserByEmail } from '../users/queries.js';
import { createUser } from '../users/service.js';

const password = 'Gl4cier-Tundra';
const newPassword = 'Basalt-Orchid-42';

type ErrorBody = { code: string; data?: Record<string, unknown> };
type Verification = { verificationId: string };

const emailCodeSignIn = {
  signIn: {
    methods: [
      { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
      { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: false },
    ],
  },
  signUp: { identifiers: ['email'], password: false, verify: true },
};

describeEachDatabase('Experience API: verification codes', (server) => {
  let inbox: SmtpInbox;
  let clientId = '';
  const scope = () => scopeToTenant(server().context.database.db, 'default');
  const flow = () => new AuthorizationFlow(server().url, clientId).start();

  /** Sends a code to `email` for `event` and reads it from the inbox. */
  const sendCode = async (browser: AuthorizationFlow, email: string, event: string) => {
    const received = inbox.nextMessage(email);
    const sent = await browser.api<Verification>('POST', '/verification/verification-code', {
      identifier: { type: 'email', value: email },
      interactionEvent: event,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = /\b(\d{6})\b/.exec((await received).text)?.[1];
    expect(code).toBeDefined();
    return { verificationId: sent.body.verificationId, code: code ?? '' };
  };

  const verify = (browser: AuthorizationFlow, email: string, verificationId: string, code: string) =>
    browser.api<Verification & ErrorBody>('POST', '/verification/verification-code/verify', {
      identifier: { type: 'email', value: email },
      verificationId,
      code,
    });

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    clientId = await insertTestClient(server().context.database.db);
    await createConnector(scope(), server().context.vault, {
      connectorId: 'smtp-email',
      config: {
        host: inbox.host,
        port: inbox.port,
        tlsMode: 'none',
        fromEmail: 'noreply@tessera.test',
        templates: [
          ...['SignIn', 'Register', 'ForgotPassword'].map((usageType) => ({
            usageType,
            subject: 'Your code',
            content: 'Your code is {{code}}.',
          })),
          { usageType: 'SignIn', locale: 'de', subject: 'Dein Code', content: 'Dein Code lautet {{code}}.' },
        ],
      },
    });
    await storeSignInExperience(server().context, 'default', emailCodeSignIn);
  });
  afterAll(async () => {
    await inbox.close();
  });

  it('registers with an email code read from the inbox', async () => {
    const browser = await flow();
    expect((await browser.api('PUT', '', { interactionEvent: 'Register' })).status).toBe(204);
    const { verificationId, code } = await sendCode(browser, 'grace@example.com', 'Register');
    const verified = await verify(browser, 'grace@example.com', verificationId, code);
    expect(verified.status).toBe(200);
    expect(verified.body.verificationId).toBe(verificationId);
    expect((await browser.api('POST', '/identification', { verificationId })).status).toBe(204);
    const submitted = await browser.api<{ redirectTo: string }>('POST', '/submit');
    expect(submitted.status).toBe(200);
    const callback = await browser.follow(submitted.body.redirectTo);
    expect(`${callback.origin}${callback.pathname}`).toBe(testRedirectUri);
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect((await findUserByEmail(scope(), 'grace@example.com'))?.password_encrypted).toBeNull();

    await server().records.flush();
    const keys = (await scope().selectFrom('logs').select('key').execute()).map((row) => row.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'Interaction.Register.Create',
        'Interaction.Register.Verification.EmailVerificationCode.Create',
        'Interaction.Register.Verification.EmailVerificationCode.Submit',
        'Interaction.Register.Identifier.Submit',
        'Interaction.Register.Submit',
      ]),
    );
  });

  it('refuses to register an email address that is taken', async () => {
    const browser = await flow();
    await browser.api('PUT', '', { interactionEvent: 'Register' });
    const { verificationId, code } = await sendCode(browser, 'Grace@example.com', 'Register');
    await verify(browser, 'Grace@example.com', verificationId, code);
    const taken = await browser.api<ErrorBody>('POST', '/identification', { verificationId });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('user.email_already_in_use');
  });

  it('signs in with an email code, and refuses it when the tenant turns code sign-in off', async () => {
    const browser = await flow();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const { verificationId, code } = await sendCode(browser, 'grace@example.com', 'SignIn');
    expect((await verify(browser, 'grace@example.com', verificationId, code)).status).toBe(200);
    expect((await browser.api('POST', '/identification', { verificationId })).status).toBe(204);
    const submitted = await browser.api<{ redirectTo: string }>('POST', '/submit');
    expect((await browser.follow(submitted.body.redirectTo)).searchParams.get('code')).toBeTruthy();

    await storeSignInExperience(server().context, 'default', { ...emailCodeSignIn, signIn: { methods: [emailCodeSignIn.signIn.methods[0]] } });
    const off = await flow();
    await off.api('PUT', '', { interactionEvent: 'SignIn' });
    const second = await sendCode(off, 'grace@example.com', 'SignIn');
    await verify(off, 'grace@example.com', second.verificationId, second.code);
    const refused = await off.api<ErrorBody>('POST', '/identification', { verificationId: second.verificationId });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('session.sign_in_method_not_enabled');
    await storeSignInExperience(server().context, 'default', emailCodeSignIn);
  });

  it('writes the message in the language the authorization request asks for', async () => {
    const browser = await new AuthorizationFlow(server().url, clientId).start({ ui_locales: 'de-AT en' });
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const received = inbox.nextMessage('grace@example.com');
    await browser.api('POST', '/verification/verification-code', {
      identifier: { type: 'email', value: 'grace@example.com' },
      interactionEvent: 'SignIn',
    });
    const message = await received;
    expect(message.subject).toBe('Dein Code');
    expect(message.text).toMatch(/^Dein Code lautet \d{6}\.$/m);
  });

  it('answers user.not_found for a code sign-in of an unknown address, which may then register', async () => {
    const browser = await flow();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const { verificationId, code } = await sendCode(browser, 'newcomer@example.com', 'SignIn');
    await verify(browser, 'newcomer@example.com', verificationId, code);
    const unknown = await browser.api<ErrorBody>('POST', '/identification', { verificationId });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('user.not_found');
    expect((await browser.api('PUT', '/interaction-event', { interactionEvent: 'Register' })).status).toBe(204);
    expect((await browser.api('POST', '/identification', { verificationId })).status).toBe(204);
    expect((await browser.api('POST', '/submit')).status).toBe(200);
  });

  it('resets a forgotten password by email code, then signs in with the new one', async () => {
    await createUser(scope(), { username: 'forgetful', primaryEmail: 'forgetful@example.com', password }, { defaultRoles: true });
    const browser = await flow();
    await browser.api('PUT', '', { interactionEvent: 'ForgotPassword' });
    const early = await browser.api<ErrorBody>('PUT', '/profile/password', { password: newPassword });
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('session.identifier_not_found');

    const { verificationId, code } = await sendCode(browser, 'forgetful@example.com', 'ForgotPassword');
    await verify(browser, 'forgetful@example.com', verificationId, code);
    expect((await browser.api('POST', '/identification', { verificationId })).status).toBe(204);
    const notYet = await browser.api<ErrorBody>('POST', '/submit');
    expect(notYet.status).toBe(422);
    expect(notYet.body.code).toBe('session.missing_profile');
    const same = await browser.api<ErrorBody>('PUT', '/profile/password', { password });
    expect(same.status).toBe(422);
    expect(same.body.code).toBe('user.same_password');
    const short = await browser.api<ErrorBody>('PUT', '/profile/password', { password: 'Ab1!' });
    expect(short.status).toBe(422);
    expect(short.body.code).toBe('password_rejected.too_short');
    expect((await browser.api('PUT', '/profile/password', { password: newPassword })).status).toBe(204);
    const submitted = await browser.api<{ redirectTo: string }>('POST', '/submit');
    expect(submitted.status).toBe(200);
    // The reset ends without a login: the browser comes back to the sign-in page.
    const landing = await browser.follow(submitted.body.redirectTo);
    expect(landing.pathname).toBe('/sign-in');

    const signIn = async (secret: string) => {
      const again = await flow();
      await again.api('PUT', '', { interactionEvent: 'SignIn' });
      return again.api<ErrorBody>('POST', '/verification/password', { identifier: { type: 'username', value: 'forgetful' }, password: secret });
    };
    expect((await signIn(password)).body.code).toBe('session.invalid_credentials');
    expect((await signIn(newPassword)).status).toBe(200);
  });

  it('answers each refused code with its own error code', async () => {
    const browser = await flow();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const first = await sendCode(browser, 'grace@example.com', 'SignIn');
    const unverified = await browser.api<ErrorBody>('POST', '/identification', { verificationId: first.verificationId });
    expect(unverified.status).toBe(400);
    expect(unverified.body.code).toBe('session.verification_failed');

    const wrongCode = first.code === '000000' ? '111111' : '000000';
    const wrong = await verify(browser, 'grace@example.com', first.verificationId, wrongCode);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('verification_code.code_mismatch');
    const otherAddress = await verify(browser, 'someone@example.com', first.verificationId, first.code);
    expect(otherAddress.status).toBe(400);
    expect(otherAddress.body.code).toBe('verification_code.identifier_mismatch');

    // A new code replaces the earlier one.
    const second = await sendCode(browser, 'grace@example.com', 'SignIn');
    const replaced = await verify(browser, 'grace@example.com', first.verificationId, first.code);
    expect(replaced.status).toBe(400);
    expect(replaced.body.code).toBe('verification_code.not_found');
    expect((await verify(browser, 'grace@example.com', second.verificationId, second.code)).status).toBe(200);
    const reused = await verify(browser, 'grace@example.com', second.verificationId, second.code);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('verification_code.consumed');

    const unknownRecord = await verify(browser, 'grace@example.com', 'no-such-record', second.code);
    expect(unknownRecord.status).toBe(404);
    expect(unknownRecord.body.code).toBe('session.verification_record_not_found');
    const noSms = await browser.api<ErrorBody>('POST', '/verification/verification-code', {
      identifier: { type: 'phone', value: '15551234567' },
      interactionEvent: 'SignIn',
    });
    expect(noSms.status).toBe(400);
    expect(noSms.body.code).toBe('connector.not_found');
    // The code that could not be sent is gone.
    expect(await scope().selectFrom('passcodes').select('id').where('phone', '=', '15551234567').execute()).toEqual([]);
  });

  it('refuses the right code after 10 wrong ones', async () => {
    // The identifier lockout would otherwise answer first.
    await setSentinelPolicy(scope(), { maxAttempts: 100, lockoutDurationMinutes: 15 });
    const browser = await flow();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const { verificationId, code } = await sendCode(browser, 'grace@example.com', 'SignIn');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await verify(browser, 'grace@example.com', verificationId, wrongCode)).body.code).toBe('verification_code.code_mismatch');
    }
    const exhausted = await verify(browser, 'grace@example.com', verificationId, code);
    expect(exhausted.status).toBe(400);
    expect(exhausted.body.code).toBe('verification_code.exceed_max_try');
  });

  it('counts wrong codes toward the identifier lockout', async () => {
    await setSentinelPolicy(scope(), { maxAttempts: 2, lockoutDurationMinutes: 15 });
    const browser = await flow();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const { verificationId, code } = await sendCode(browser, 'locked@example.com', 'SignIn');
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await verify(browser, 'locked@example.com', verificationId, wrongCode)).body.code).toBe('verification_code.code_mismatch');
    const locked = await verify(browser, 'locked@example.com', verificationId, wrongCode);
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ code: 'session.identifier_locked', data: { minutes: 15 } });
    expect((await verify(browser, 'locked@example.com', verificationId, code)).body.code).toBe('session.identifier_locked');
  });
});
