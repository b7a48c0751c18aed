import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-server.js';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.js';
import { createSoftwareAuthenticator } from '../../testing/software-authenticator.js';
import { createConnector } from '../connectors/service.js';
import { createTotpSecret, totpCodeAt } from '../mfa/totp.js';
import { newTotpVerification, readMfaVerifications } from '../mfa/user-factors.js';
import { findUserById, findUserByUsername } from '../users/queries.js';
import { createUser } from '../users/service.js';
import { mfaTestKit, testPassword, type ErrorBody } from '../../testing/mfa-sign-in.js';

type Verification = { verificationId: string };
type RegistrationStart = Verification & { registrationOptions: Parameters<ReturnType<typeof createSoftwareAuthenticator>['register']>[0] };
type AuthenticationStart = Verification & { authenticationOptions: Parameters<ReturnType<typeof createSoftwareAuthenticator>['authenticate']>[0] };

describeEachDatabase('Experience API: security keys, backup codes and codes by email as second factors', (server) => {
  const kit = mfaTestKit(server);
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    await createConnector(kit.scope(), server().context.vault, {
      connectorId: 'smtp-email',
      config: {
        host: inbox.host,
        port: inbox.port,
        tlsMode: 'none',
        fromEmail: 'noreply@tessera.test',
        templates: [{ usageType: 'Generic', subject: 'Your code', content: 'Your code is {{code}}.' }],
      },
    });
  });
  afterAll(async () => {
    await inbox.close();
  });

  it('binds a security key at sign-in, offers backup codes, then signs in with the key; a cloned key is refused', async () => {
    await kit.setMfa({ factors: ['WebAuthn', 'BackupCode'], policy: 'Mandatory' });
    const user = await kit.createUser('keyes');
    const authenticator = createSoftwareAuthenticator(server().context.config.endpoint);

    const browser = await kit.passwordStep('keyes');
    const required = await kit.submit(browser);
    expect(required.body).toMatchObject({ code: 'session.mfa.require_mfa_binding', data: { availableFactors: ['WebAuthn'], skippable: false } });
    const start = await browser.api<RegistrationStart>('POST', '/verification/web-authn/registration');
    expect(start.status).toBe(200);
    const payload = authenticator.register(start.body.registrationOptions);
    const registered = await browser.api('POST', '/verification/web-authn/registration/verify', { verificationId: start.body.verificationId, payload });
    expect(registered.status).toBe(200);
    expect((await browser.api('POST', '/profile/mfa', { type: 'WebAuthn', verificationId: start.body.verificationId })).status).toBe(204);

    // Backup codes are offered next, skippable.
    const offered = await kit.submit(browser);
    expect(offered.body).toMatchObject({ code: 'session.mfa.require_mfa_binding', data: { availableFactors: ['BackupCode'], skippable: true, suggestion: true } });
    const generated = await browser.api<Verification & { codes: string[] }>('POST', '/verification/backup-code/generate');
    expect(generated.body.codes).toHaveLength(10);
    expect((await browser.api('POST', '/profile/mfa', { type: 'BackupCode', verificationId: generated.body.verificationId })).status).toBe(204);
    expect((await kit.submit(browser)).status).toBe(200);
    const stored = readMfaVerifications((await findUserById(kit.scope(), user.id))!);
    expect(stored.map(({ type }) => type).sort()).toEqual(['BackupCode', 'WebAuthn']);
    expect(JSON.stringify(stored)).not.toContain(generated.body.codes[0]);

    const next = await kit.passwordStep('keyes');
    expect((await kit.submit(next)).body).toMatchObject({ data: { availableFactors: ['WebAuthn', 'BackupCode'] } });
    const challenge = await next.api<AuthenticationStart>('POST', '/verification/web-authn/authentication');
    const assertion = authenticator.authenticate(challenge.body.authenticationOptions);
    const asserted = await next.api('POST', '/verification/web-authn/authentication/verify', { verificationId: challenge.body.verificationId, payload: assertion });
    expect(asserted.status).toBe(200);
    expect((await kit.submit(next)).status).toBe(200);

    // A clone of the key: its counter is behind the one the server saw.
    authenticator.setCounter(0, 0);
    const cloned = await kit.passwordStep('keyes');
    const clonedChallenge = await cloned.api<AuthenticationStart>('POST', '/verification/web-authn/authentication');
    const clonedAssertion = authenticator.authenticate(clonedChallenge.body.authenticationOptions);
    const refused = await cloned.api<ErrorBody>('POST', '/verification/web-authn/authentication/verify', {
      verificationId: clonedChallenge.body.verificationId,
      payload: clonedAssertion,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('session.mfa.webauthn_verification_failed');
    expect((await kit.submit(cloned)).status).toBe(403);

    // A backup code works once, then is refused.
    const code = generated.body.codes[0]!;
    const used = await cloned.api('POST', '/verification/backup-code/verify', { code });
    expect(used.status).toBe(200);
    expect((await kit.submit(cloned)).status).toBe(200);
    const again = await kit.passwordStep('keyes');
    const reused = await again.api<ErrorBody>('POST', '/verification/backup-code/verify', { code });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('session.mfa.invalid_backup_code');
    expect((await kit.submit(again)).status).toBe(403);
  });

  it('refuses backup codes alone and a factor the tenant does not enable', async () => {
    await kit.setMfa({ factors: ['Totp', 'BackupCode'], policy: 'UserControlled' });
    await kit.createUser('solo');
    const browser = await kit.passwordStep('solo');
    const generated = await browser.api<Verification>('POST', '/verification/backup-code/generate');
    const alone = await browser.api<ErrorBody>('POST', '/profile/mfa', { type: 'BackupCode', verificationId: generated.body.verificationId });
    expect(alone.status).toBe(422);
    expect(alone.body.code).toBe('session.mfa.backup_code_can_not_be_alone');
    const off = await browser.api<ErrorBody>('POST', '/verification/web-authn/registration');
    expect(off.status).toBe(400);
    expect(off.body.code).toBe('session.mfa.mfa_factor_not_enabled');
  });

  it('binds a security key during registration; the backup codes offer may be declined', async () => {
    await kit.setMfa({ factors: ['WebAuthn', 'BackupCode'], policy: 'UserControlled' });
    const authenticator = createSoftwareAuthenticator(server().context.config.endpoint);
    const browser = await kit.flow();
    await browser.api('PUT', '', { interactionEvent: 'Register' });
    await browser.api('POST', '/profile', { type: 'username', value: 'newkey' });
    await browser.api('POST', '/profile', { type: 'password', value: testPassword });
    const start = await browser.api<RegistrationStart>('POST', '/verification/web-authn/registration');
    const payload = authenticator.register(start.body.registrationOptions);
    await browser.api('POST', '/verification/web-authn/registration/verify', { verificationId: start.body.verificationId, payload });
    await browser.api('POST', '/profile/mfa', { type: 'WebAuthn', verificationId: start.body.verificationId });
    expect((await kit.submit(browser)).body.code).toBe('session.mfa.require_mfa_binding');
    expect((await browser.api('POST', '/profile/mfa/mfa-suggestion-skipped')).status).toBe(204);
    const done = await kit.submit(browser);
    expect(done.status).toBe(200);
    const user = await findUserByUsername(kit.scope(), 'newkey');
    expect(readMfaVerifications(user!).map(({ type }) => type)).toEqual(['WebAuthn']);
  });

  it('sends a code to the user’s own email as a second factor; wrong codes count towards the lockout', async () => {
    await kit.setMfa({ factors: ['EmailVerificationCode'], policy: 'UserControlled' });
    await createUser(kit.scope(), { username: 'mailer', primaryEmail: 'mailer@example.com', password: testPassword }, { defaultRoles: true });
    const browser = await kit.passwordStep('mailer');
    expect((await kit.submit(browser)).body).toMatchObject({ code: 'session.mfa.require_mfa_verification', data: { availableFactors: ['EmailVerificationCode'] } });
    const received = inbox.nextMessage('mailer@example.com');
    const sent = await browser.api<Verification>('POST', '/verification/mfa-verification-code', {});
    expect(sent.status).toBe(200);
    const code = /\b(\d{6})\b/.exec((await received).text)?.[1] ?? '';
    const wrong = await browser.api<ErrorBody>('POST', '/verification/mfa-verification-code/verify', { verificationId: sent.body.verificationId, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    const right = await browser.api('POST', '/verification/mfa-verification-code/verify', { verificationId: sent.body.verificationId, code });
    expect(right.status).toBe(200);
    expect((await kit.submit(browser)).status).toBe(200);
  });

  it('refuses MFA steps before identification and checks only the user’s own factors', async () => {
    await kit.setMfa({ factors: ['Totp'], policy: 'UserControlled' });
    const browser = await kit.flow();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const early = await browser.api<ErrorBody>('POST', '/verification/totp/verify', { code: '123456' });
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('session.identifier_not_found');

    // Another user's secret does not verify this user.
    const owner = await kit.createUser('owner');
    const secret = createTotpSecret();
    await kit.addFactor(owner.id, newTotpVerification(server().context.vault, secret));
    const intruder = await kit.createUser('intruder');
    await kit.addFactor(intruder.id, newTotpVerification(server().context.vault, createTotpSecret()));
    const signIn = await kit.passwordStep('intruder');
    const answer = await signIn.api<ErrorBody>('POST', '/verification/totp/verify', { code: totpCodeAt(secret) });
    expect(answer.body.code).toBe('session.mfa.invalid_totp_code');

    // A factor verified for one user does not count for another identified later in the interaction.
    const switching = await kit.passwordStep('owner');
    expect((await switching.api('POST', '/verification/totp/verify', { code: totpCodeAt(secret) })).status).toBe(200);
    const other = await switching.api<Verification>('POST', '/verification/password', {
      identifier: { type: 'username', value: 'intruder' },
      password: testPassword,
    });
    expect((await switching.api('POST', '/identification', other.body)).status).toBe(204);
    expect((await kit.submit(switching)).body.code).toBe('session.mfa.require_mfa_verification');
    expect((await switching.api('POST', '/profile/mfa/trusted-device')).status).toBe(400);
  });
});
