import { expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { AuthorizationFlow, insertTestClient, testRedirectUri } from '../../testing/authorization-flow.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { storeSignInExperience } from '../sign-in-exp/test-support.js';
import { setSentinelPolicy } from '../sentinel/sentinel-policy.js';
import { updateUserById } from '../users/queries.js';
import { createUser } from '../users/service.js';

const password = 'Gl4cier-Tundra';

type ErrorBody = { code: string; data?: Record<string, unknown> };

describeEachDatabase('Experience API: password sign-in', (server) => {
  let clientId = '';
  const scope = () => scopeToTenant(server().context.database.db, 'default');
  const flow = async () => {
    clientId ||= await insertTestClient(server().context.database.db);
    return new AuthorizationFlow(server().url, clientId).start();
  };

  it('signs in through event, password record, identification and submit', async () => {
    const user = await createUser(scope(), { username: 'ada', primaryEmail: 'ada@example.com', password }, { defaultRoles: true });
    const browser = await flow();
    expect((await browser.api('PUT', '', { interactionEvent: 'SignIn' })).status).toBe(204);
    const verified = await browser.api<{ verificationId: string }>('POST', '/verification/password', {
      identifier: { type: 'username', value: 'ada' },
      password,
    });
    expect(verified.status).toBe(200);
    const { verificationId } = verified.body;
    expect((await browser.api('POST', '/identification', { verificationId })).status).toBe(204);

    const view = await browser.api('GET', '/interaction');
    expect(view.body).toMatchObject({
      uid: browser.uid,
      interactionEvent: 'SignIn',
      userId: user.id,
      verificationRecords: [{ id: verificationId, type: 'Password', identifier: { type: 'username', value: 'ada' }, verified: true }],
    });
    expect(JSON.stringify(view.body)).not.toContain(password);

    const submitted = await browser.api<{ redirectTo: string }>('POST', '/submit');
    expect(submitted.status).toBe(200);
    const callback = await browser.follow(submitted.body.redirectTo);
    expect(`${callback.origin}${callback.pathname}`).toBe(testRedirectUri);
    expect(callback.searchParams.get('code')).toBeTruthy();

    await server().records.flush();
    const logs = await scope().selectFrom('logs').select(['key', 'user_id', 'payload']).execute();
    const keys = logs.filter((log) => log.payload.sessionId === browser.uid).map((log) => log.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'Interaction.SignIn.Verification.Password.Submit',
        'Interaction.SignIn.Identifier.Submit',
        'Interaction.SignIn.Submit',
      ]),
    );
    expect(logs.filter((log) => log.user_id === user.id).map((log) => log.key)).toEqual(['Interaction.SignIn.Submit']);
  });

  it('signs in by email address with a password once the tenant allows it', async () => {
    const methods = [
      { identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true },
      { identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true },
    ];
    const emailPassword = async () => {
      const browser = await flow();
      await browser.api('PUT', '', { interactionEvent: 'SignIn' });
      const verified = await browser.api<{ verificationId: string }>('POST', '/verification/password', {
        identifier: { type: 'email', value: 'ADA@example.com' },
        password,
      });
      expect(verified.status).toBe(200);
      return { browser, identified: await browser.api<ErrorBody>('POST', '/identification', verified.body) };
    };
    const refused = await emailPassword();
    expect(refused.identified.status).toBe(400);
    expect(refused.identified.body.code).toBe('session.sign_in_method_not_enabled');

    await storeSignInExperience(server().context, 'default', { signIn: { methods } });
    const { browser, identified } = await emailPassword();
    expect(identified.status).toBe(204);
    expect((await browser.api('POST', '/submit')).status).toBe(200);
  });

  it('answers a wrong password and an unknown identifier alike', async () => {
    const browser = await flow();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const wrong = await browser.api<ErrorBody>('POST', '/verification/password', { identifier: { type: 'username', value: 'ada' }, password: 'nope' });
    const unknown = await browser.api<ErrorBody>('POST', '/verification/password', { identifier: { type: 'username', value: 'nobody' }, password });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('session.invalid_credentials');
  });

  it('needs an interaction, then an event, before any step', async () => {
    const noCookie = await fetch(`${server().url}/api/experience/submit`, { method: 'POST' });
    expect(noCookie.status).toBe(404);
    expect(((await noCookie.json()) as ErrorBody).code).toBe('session.not_found');

    const browser = await flow();
    const noEvent = await browser.api<ErrorBody>('POST', '/submit');
    expect(noEvent.status).toBe(404);
    expect(noEvent.body.code).toBe('session.interaction_event_not_found');
    const notIdentified = await (async () => {
      await browser.api('PUT', '', { interactionEvent: 'SignIn' });
      return browser.api<ErrorBody>('POST', '/submit');
    })();
    expect(notIdentified.status).toBe(400);
    expect(notIdentified.body.code).toBe('session.identifier_not_found');
    const unknownRecord = await browser.api<ErrorBody>('POST', '/identification', { verificationId: 'nope' });
    expect(unknownRecord.status).toBe(404);
    expect(unknownRecord.body.code).toBe('session.verification_record_not_found');
  });

  it('keeps a password reset apart from signing in and registering', async () => {
    const browser = await flow();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    expect((await browser.api('PUT', '/interaction-event', { interactionEvent: 'Register' })).status).toBe(204);
    expect((await browser.api('GET', '/interaction')).body).toMatchObject({ interactionEvent: 'Register' });
    const refused = await browser.api<ErrorBody>('PUT', '/interaction-event', { interactionEvent: 'ForgotPassword' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('session.interaction_event_change_not_allowed');
    const invalid = await browser.api<ErrorBody>('PUT', '', { interactionEvent: 'Logout' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('guard.invalid_input');
  });

  it('refuses a suspended user, and one suspended between identification and submit', async () => {
    const user = await createUser(scope(), { username: 'sam', password }, { defaultRoles: true });
    const browser = await flow();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const verified = await browser.api<{ verificationId: string }>('POST', '/verification/password', {
      identifier: { type: 'username', value: 'sam' },
      password,
    });
    expect((await browser.api('POST', '/identification', verified.body)).status).toBe(204);
    await updateUserById(scope(), user.id, { is_suspended: true });
    const submitted = await browser.api<ErrorBody>('POST', '/submit');
    expect(submitted.status).toBe(403);
    expect(submitted.body.code).toBe('user.suspended');

    const again = await flow();
    await again.api('PUT', '', { interactionEvent: 'SignIn' });
    const refused = await again.api<ErrorBody>('POST', '/verification/password', { identifier: { type: 'username', value: 'sam' }, password });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('user.suspended');
  });

  it('locks the identifier after repeated wrong passwords, even for the right one', async () => {
    await setSentinelPolicy(scope(), { maxAttempts: 3, lockoutDurationMinutes: 15 });
    await createUser(scope(), { username: 'lock_me', password }, { defaultRoles: true });
    const browser = await flow();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const attempt = (secret: string) =>
      browser.api<ErrorBody>('POST', '/verification/password', { identifier: { type: 'username', value: 'lock_me' }, password: secret });
    expect((await attempt('wrong-1')).body.code).toBe('session.invalid_credentials');
    expect((await attempt('wrong-2')).body.code).toBe('session.invalid_credentials');
    const third = await attempt('wrong-3');
    expect(third.status).toBe(403);
    expect(third.body).toMatchObject({ code: 'session.identifier_locked', data: { minutes: 15 } });
    const right = await attempt(password);
    expect(right.status).toBe(403);
    expect(right.body.code).toBe('session.identifier_locked');
  });
});
