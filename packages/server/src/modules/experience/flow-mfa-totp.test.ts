import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { createTotpSecret, totpCodeAt } from '../mfa/totp.js';
import { addMfaVerification, newTotpVerification, readMfaVerifications } from '../mfa/user-factors.js';
import { findUserById, findUserByUsername } from '../users/queries.js';
import { createUser } from '../users/service.js';
import { createOrganization } from '../organizations/service.js';
import { addOrganizationUsers } from '../organizations/membership-service.js';
import { setSentinelPolicy } from '../sentinel/sentinel-policy.js';
import { mfaTestKit, testPassword, type ErrorBody } from '../../testing/mfa-sign-in.js';
import { testRedirectUri } from '../../testing/authorization-flow.js';

const stepLater = (seconds: number) => new Date(Date.now() + seconds * 1000);

describeEachDatabase('Experience API: TOTP as a second factor', (server) => {
  const kit = mfaTestKit(server);

  it('signs in with a password then a TOTP code computed from the secret; a used code is refused', async () => {
    await kit.setMfa({ factors: ['Totp'], policy: 'UserControlled' });
    const user = await kit.createUser('tess');
    const secret = createTotpSecret();
    await kit.addFactor(user.id, newTotpVerification(server().context.vault, secret));

    const browser = await kit.passwordStep('tess');
    const refused = await kit.submit(browser);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'session.mfa.require_mfa_verification', data: { availableFactors: ['Totp'] } });

    const code = totpCodeAt(secret);
    const verified = await browser.api<{ verificationId: string }>('POST', '/verification/totp/verify', { code });
    expect(verified.status).toBe(200);
    const submitted = await kit.submit(browser);
    expect(submitted.status).toBe(200);
    // Past the second factor, the authorization resumes and lands on the client with a code.
    const callback = await browser.follow(submitted.body.redirectTo);
    expect(`${callback.origin}${callback.pathname}`).toBe(testRedirectUri);
    expect(callback.searchParams.get('code')).toBeTruthy();

    // The same code in another sign-in is a replay.
    const again = await kit.passwordStep('tess');
    const replay = await again.api<ErrorBody>('POST', '/verification/totp/verify', { code });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('session.mfa.invalid_totp_code');
    await server().records.flush();
    const logs = await kit.scope().selectFrom('logs').select(['key', 'payload']).execute();
    const keys = logs.filter((log) => log.payload.sessionId === browser.uid).map((log) => log.key);
    expect(keys).toContain('Interaction.SignIn.Verification.Totp.Submit');
    expect(JSON.stringify(logs.map((log) => log.payload))).not.toContain(code);
  });

  it('binds TOTP during sign-in under the Mandatory policy, which refuses skipping', async () => {
    await kit.setMfa({ factors: ['Totp'], policy: 'Mandatory' });
    const user = await kit.createUser('mandy');
    const browser = await kit.passwordStep('mandy');
    const required = await kit.submit(browser);
    expect(required.status).toBe(422);
    expect(required.body).toMatchObject({ code: 'session.mfa.require_mfa_binding', data: { availableFactors: ['Totp'], skippable: false } });
    const skip = await browser.api<ErrorBody>('POST', '/profile/mfa/mfa-skipped');
    expect(skip.status).toBe(422);
    expect(skip.body.code).toBe('session.mfa.mfa_policy_not_user_controlled');

    const created = await browser.api<{ verificationId: string; secret: string; secretQrCode: string }>('POST', '/verification/totp/secret');
    expect(created.status).toBe(200);
    expect(created.body.secretQrCode).toMatch(/^data:image\/png;base64,/);
    const { verificationId, secret } = created.body;
    const unverified = await browser.api<ErrorBody>('POST', '/profile/mfa', { type: 'Totp', verificationId });
    expect(unverified.status).toBe(400);
    const wrong = await browser.api<ErrorBody>('POST', '/verification/totp/verify', { code: '000000', verificationId });
    expect(wrong.body.code).toBe('session.mfa.invalid_totp_code');
    const confirmed = await browser.api('POST', '/verification/totp/verify', { code: totpCodeAt(secret), verificationId });
    expect(confirmed.status).toBe(200);
    expect((await browser.api('POST', '/profile/mfa', { type: 'Totp', verificationId })).status).toBe(204);
    expect((await kit.submit(browser)).status).toBe(200);

    const stored = readMfaVerifications((await findUserById(kit.scope(), user.id))!);
    expect(stored.map(({ type }) => type)).toEqual(['Totp']);
    expect(JSON.stringify(stored)).not.toContain(secret);

    // Next sign-in: the bound secret is asked for; the confirming code's step is spent.
    const next = await kit.passwordStep('mandy');
    expect((await kit.submit(next)).status).toBe(403);
    const later = await next.api('POST', '/verification/totp/verify', { code: totpCodeAt(secret, stepLater(30)) });
    expect(later.status).toBe(200);
    expect((await kit.submit(next)).status).toBe(200);
  });

  it('offers binding under UserControlled and lets the user skip it', async () => {
    await kit.setMfa({ factors: ['Totp'], policy: 'UserControlled' });
    await kit.createUser('uma');
    const browser = await kit.passwordStep('uma');
    const offered = await kit.submit(browser);
    expect(offered.status).toBe(422);
    expect(offered.body).toMatchObject({ code: 'session.mfa.require_mfa_binding', data: { skippable: true } });
    expect((await browser.api('POST', '/profile/mfa/mfa-skipped')).status).toBe(204);
    expect((await kit.submit(browser)).status).toBe(200);
  });

  it('requires binding of members of an organization with isMfaRequired, even under UserControlled', async () => {
    await kit.setMfa({ factors: ['Totp'], policy: 'UserControlled' });
    const user = await kit.createUser('olga');
    const organization = await createOrganization(kit.scope(), { name: 'Strict', isMfaRequired: true });
    await addOrganizationUsers(kit.scope(), organization.id, [user.id]);
    const browser = await kit.passwordStep('olga');
    const required = await kit.submit(browser);
    expect(required.body).toMatchObject({ code: 'session.mfa.require_mfa_binding', data: { skippable: false } });
    expect((await browser.api('POST', '/profile/mfa/mfa-skipped')).status).toBe(422);
  });

  it('binds TOTP during registration, stored with the new account', async () => {
    await kit.setMfa({ factors: ['Totp'], policy: 'Mandatory' });
    const browser = await kit.flow();
    await browser.api('PUT', '', { interactionEvent: 'Register' });
    await browser.api('POST', '/profile', { type: 'username', value: 'reggie' });
    await browser.api('POST', '/profile', { type: 'password', value: testPassword });
    const required = await kit.submit(browser);
    expect(required.status).toBe(422);
    expect(required.body.code).toBe('session.mfa.require_mfa_binding');
    expect(await findUserByUsername(kit.scope(), 'reggie')).toBeUndefined();

    const { body } = await browser.api<{ verificationId: string; secret: string }>('POST', '/verification/totp/secret');
    await browser.api('POST', '/verification/totp/verify', { code: totpCodeAt(body.secret), verificationId: body.verificationId });
    expect((await browser.api('POST', '/profile/mfa', { type: 'Totp', verificationId: body.verificationId })).status).toBe(204);
    expect((await kit.submit(browser)).status).toBe(200);
    const user = await findUserByUsername(kit.scope(), 'reggie');
    expect(readMfaVerifications(user!).map(({ type }) => type)).toEqual(['Totp']);
  });

  it('locks the identifier after wrong codes, with the password lockout', async () => {
    await kit.setMfa({ factors: ['Totp'], policy: 'UserControlled' });
    await setSentinelPolicy(kit.scope(), { maxAttempts: 3, lockoutDurationMinutes: 15 });
    try {
      const user = await kit.createUser('lucky');
      const secret = createTotpSecret();
      await kit.addFactor(user.id, newTotpVerification(server().context.vault, secret));
      const browser = await kit.passwordStep('lucky');
      const answers: ErrorBody[] = [];
      for (const code of ['111111', '222222', '333333']) {
        answers.push((await browser.api<ErrorBody>('POST', '/verification/totp/verify', { code })).body);
      }
      expect(answers.map(({ code }) => code)).toEqual(['session.mfa.invalid_totp_code', 'session.mfa.invalid_totp_code', 'session.identifier_locked']);
      const right = await browser.api<ErrorBody>('POST', '/verification/totp/verify', { code: totpCodeAt(secret) });
      expect(right.status).toBe(403);
      expect(right.body.code).toBe('session.identifier_locked');
      // The password is refused too: one lockout.
      const password = await (await kit.flow()).api<ErrorBody>('POST', '/verification/password', {
        identifier: { type: 'username', value: 'lucky' },
        password: testPassword,
      });
      expect(password.status).not.toBe(200);
    } finally {
      await setSentinelPolicy(kit.scope(), {});
    }
  });

  it('remembers a trusted device, and forgets it once the device is deleted or expired', async () => {
    await kit.setMfa({ factors: ['Totp'], policy: 'UserControlled' });
    const user = await kit.createUser('trudy');
    const secret = createTotpSecret();
    await kit.addFactor(user.id, newTotpVerification(server().context.vault, secret));

    const browser = await kit.passwordStep('trudy');
    const early = await browser.api<ErrorBody>('POST', '/profile/mfa/trusted-device');
    expect(early.status).toBe(400);
    await browser.api('POST', '/verification/totp/verify', { code: totpCodeAt(secret) });
    const trusted = await browser.api('POST', '/profile/mfa/trusted-device');
    expect(trusted.status).toBe(204);
    const cookie = trusted.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/tessera_trusted_device=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await kit.submit(browser)).status).toBe(200);

    // Same browser (cookie jar): no second factor asked.
    const next = await kit.passwordStep('trudy', await browser.start());
    expect((await kit.submit(next)).status).toBe(200);

    await kit.scope().updateTable('user_trusted_devices').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.id).execute();
    const expired = await kit.passwordStep('trudy', await browser.start());
    expect((await kit.submit(expired)).status).toBe(403);

    await kit.scope().deleteFrom('user_trusted_devices').where('user_id', '=', user.id).execute();
    const deleted = await kit.passwordStep('trudy', await browser.start());
    expect((await kit.submit(deleted)).status).toBe(403);

    // Another user signing in from the trusted browser is not trusted.
    const other = await kit.createUser('trudyfriend');
    await kit.addFactor(other.id, newTotpVerification(server().context.vault, createTotpSecret()));
    const friend = await kit.passwordStep('trudyfriend', await browser.start());
    expect((await kit.submit(friend)).status).toBe(403);
  });

  it('never matches a factor of a user of another tenant', async () => {
    await kit.setMfa({ factors: ['Totp'], policy: 'UserControlled' });
    const other = await createOtherTenant(server());
    const secret = createTotpSecret();
    // Same username, the other tenant's user has the TOTP factor; this tenant's has none.
    const foreign = await createUser(other, { username: 'twin', password: testPassword }, { defaultRoles: false });
    await other.transaction((tx) => addMfaVerification(tx, foreign.id, newTotpVerification(server().context.vault, secret)));
    await kit.createUser('twin');
    const browser = await kit.passwordStep('twin');
    const answer = await browser.api<ErrorBody>('POST', '/verification/totp/verify', { code: totpCodeAt(secret) });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('session.mfa.invalid_totp_code');
    const submitted = await kit.submit(browser);
    expect(submitted.body.code).toBe('session.mfa.require_mfa_binding');
  });
});
