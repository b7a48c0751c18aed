import { expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { insertTestClient, testRedirectUri } from '../../testing/authorization-flow.js';
import { createSoftwareAuthenticator } from '../../testing/software-authenticator.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { readMfaVerifications } from '../mfa/user-factors.js';
import { findUserById, updateUserById } from '../users/queries.js';
import { createUser } from '../users/service.js';
import {
  allOn,
  passkeyStateOf,
  registerPasskey,
  setPasskeySignIn,
  startBrowser,
  submitAndExchange,
  type ErrorBody,
  type Options,
} from '../../testing/passkey-sign-in.js';

const preflightPath = '/preflight/sign-in-passkey/authentication';
const buttonPath = '/verification/sign-in-passkey/authentication';
const verifyPath = '/verification/sign-in-passkey/authentication/verify';

describeEachDatabase('Experience API: passkey sign-in', (server) => {
  let clientId = '';
  const scope = () => scopeToTenant(server().context.database.db, 'default');
  const browserAt = async () => {
    clientId ||= await insertTestClient(server().context.database.db);
    return startBrowser(server(), clientId);
  };
  const userWithPasskey = async (username: string) => {
    const authenticator = createSoftwareAuthenticator(server().url);
    const user = await createUser(scope(), { username, password: 'Gl4cier-Tundra' }, { defaultRoles: true });
    const credential = await registerPasskey(server(), scope(), authenticator, user);
    return { user, authenticator, credential };
  };

  it('signs in with autofill: preflight, verify, identification, submit, code exchange', async () => {
    await setPasskeySignIn(server(), allOn);
    const { user, authenticator, credential } = await userWithPasskey('autofill');
    const { browser, verifier } = await browserAt();
    // No `PUT /experience`: the page asks for options as it loads.
    const preflight = await browser.api<{ authenticationOptions: Options }>('POST', preflightPath);
    expect(preflight.status).toBe(200);
    expect(preflight.body.authenticationOptions.allowCredentials ?? []).toEqual([]);
    const payload = authenticator.authenticate(preflight.body.authenticationOptions);
    const verified = await browser.api<{ verificationId: string }>('POST', verifyPath, { payload });
    expect(verified.status).toBe(200);
    expect((await browser.api('POST', '/identification', verified.body)).status).toBe(204);
    expect((await browser.api('GET', '/interaction')).body).toMatchObject({ interactionEvent: 'SignIn', userId: user.id });
    expect(await passkeyStateOf(server(), browser.uid)).toMatchObject({ userId: user.id, userVerified: true });

    const done = await submitAndExchange(server(), clientId, browser, verifier);
    expect(done).toEqual({ submitted: 200, token: 200, callback: testRedirectUri });
    const stored = readMfaVerifications((await findUserById(scope(), user.id))!);
    expect(stored).toEqual([expect.objectContaining({ credentialId: credential.credentialId, counter: 1 })]);

    await server().records.flush();
    const logs = await scope().selectFrom('logs').select(['key', 'payload']).execute();
    const keys = logs.filter((log) => log.payload.sessionId === browser.uid).map((log) => log.key);
    expect(keys).toEqual(expect.arrayContaining(['Interaction.SignIn.Verification.SignInPasskey.Submit', 'Interaction.SignIn.Submit']));
  });

  it('signs in with the button, naming the account or not, and spends each challenge once', async () => {
    await setPasskeySignIn(server(), allOn);
    const { user, authenticator, credential } = await userWithPasskey('button');
    const { browser, verifier } = await browserAt();
    expect((await browser.api('PUT', '', { interactionEvent: 'SignIn' })).status).toBe(204);
    const unknown = await browser.api<{ authenticationOptions: Options }>('POST', buttonPath, {
      identifier: { type: 'username', value: 'nobody_here' },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body.authenticationOptions.allowCredentials ?? []).toEqual([]);

    const named = await browser.api<{ verificationId: string; authenticationOptions: Options }>('POST', buttonPath, {
      identifier: { type: 'username', value: 'button' },
    });
    expect(named.status).toBe(200);
    expect(named.body.authenticationOptions.allowCredentials?.map(({ id }) => id)).toEqual([credential.credentialId]);
    const payload = authenticator.authenticate(named.body.authenticationOptions);
    const verified = await browser.api('POST', verifyPath, { verificationId: named.body.verificationId, payload });
    expect(verified.status).toBe(200);
    const again = await browser.api<ErrorBody>('POST', verifyPath, { verificationId: named.body.verificationId, payload });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('session.verification_record_not_found');
    expect((await browser.api('POST', '/identification', { verificationId: named.body.verificationId })).status).toBe(204);
    expect((await browser.api('GET', '/interaction')).body).toMatchObject({ userId: user.id });
    expect(await submitAndExchange(server(), clientId, browser, verifier)).toMatchObject({ submitted: 200, token: 200 });
  });

  it('refuses a passkey no user of the tenant holds, and a suspended user', async () => {
    await setPasskeySignIn(server(), allOn);
    const stranger = createSoftwareAuthenticator(server().url);
    const { user } = await userWithPasskey('suspended_later');
    // A credential made for the user's id but never added to the account.
    stranger.register({ challenge: 'AAAA', rp: { name: 'x' }, user: { id: Buffer.from(user.id).toString('base64url'), name: 'x' } });
    const { browser } = await browserAt();
    const preflight = await browser.api<{ authenticationOptions: Options }>('POST', preflightPath);
    const refused = await browser.api<ErrorBody>('POST', verifyPath, { payload: stranger.authenticate(preflight.body.authenticationOptions) });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('session.mfa.passkey_not_found');

    const { authenticator } = await userWithPasskey('suspended');
    const suspended = (await scope().selectFrom('users').select('id').where('username', '=', 'suspended').executeTakeFirstOrThrow()).id;
    await updateUserById(scope(), suspended, { is_suspended: true });
    const next = await browser.api<{ authenticationOptions: Options }>('POST', preflightPath);
    const verified = await browser.api<{ verificationId: string }>('POST', verifyPath, { payload: authenticator.authenticate(next.body.authenticationOptions) });
    expect(verified.status).toBe(200);
    const identified = await browser.api<ErrorBody>('POST', '/identification', verified.body);
    expect(identified.status).toBe(403);
    expect(identified.body.code).toBe('user.suspended');
  });

  it('refuses a cloned authenticator whose counter went back', async () => {
    await setPasskeySignIn(server(), allOn);
    const { authenticator } = await userWithPasskey('cloned');
    const signIn = async () => {
      const { browser } = await browserAt();
      const preflight = await browser.api<{ authenticationOptions: Options }>('POST', preflightPath);
      return browser.api<ErrorBody>('POST', verifyPath, { payload: authenticator.authenticate(preflight.body.authenticationOptions) });
    };
    expect((await signIn()).status).toBe(200);
    expect((await signIn()).status).toBe(200);
    authenticator.setCounter(0, 1);
    const cloned = await signIn();
    expect(cloned.status).toBe(400);
    expect(cloned.body.code).toBe('session.mfa.webauthn_verification_failed');
  });

  it('records whether the user was verified: without it the passkey is one factor', async () => {
    await setPasskeySignIn(server(), allOn, { mfa: { factors: ['WebAuthn', 'Totp'], policy: 'Mandatory' } });
    const { user, authenticator } = await userWithPasskey('presence_only');
    const { browser } = await browserAt();
    const preflight = await browser.api<{ authenticationOptions: Options }>('POST', preflightPath);
    const payload = authenticator.authenticate(preflight.body.authenticationOptions, { userVerified: false });
    const verified = await browser.api<{ verificationId: string }>('POST', verifyPath, { payload });
    expect(verified.status).toBe(200);
    expect((await browser.api('POST', '/identification', verified.body)).status).toBe(204);
    expect(await passkeyStateOf(server(), browser.uid)).toMatchObject({ userId: user.id, userVerified: false });
  });

  it('refuses every passkey step while passkey sign-in is off', async () => {
    await setPasskeySignIn(server(), { enabled: false, showPasskeyButton: true, allowAutofill: true });
    const { authenticator } = await userWithPasskey('switched_off');
    const { browser } = await browserAt();
    const preflight = await browser.api<ErrorBody>('POST', preflightPath);
    expect(preflight.status).toBe(400);
    expect(preflight.body.code).toBe('session.passkey.sign_in_not_enabled');
    const button = await browser.api<ErrorBody>('POST', buttonPath, {});
    expect(button.body.code).toBe('session.passkey.sign_in_not_enabled');

    // Turned off between the options and the assertion.
    await setPasskeySignIn(server(), allOn);
    const options = await browser.api<{ authenticationOptions: Options }>('POST', preflightPath);
    await setPasskeySignIn(server(), { ...allOn, enabled: false });
    const verify = await browser.api<ErrorBody>('POST', verifyPath, { payload: authenticator.authenticate(options.body.authenticationOptions) });
    expect(verify.status).toBe(400);
    expect(verify.body.code).toBe('session.passkey.sign_in_not_enabled');
  });
});
