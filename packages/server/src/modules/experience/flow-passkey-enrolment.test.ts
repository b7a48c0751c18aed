import { expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { insertTestClient } from '../../testing/authorization-flow.js';
import { createManagementApiClient } from '../../testing/api-client.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { createSoftwareAuthenticator } from '../../testing/software-authenticator.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { readMfaVerifications } from '../mfa/user-factors.js';
import { storeSignInExperience } from '../sign-in-exp/test-support.js';
import { findUserById } from '../users/queries.js';
import { createUser } from '../users/service.js';
import {
  allOn,
  registerPasskey,
  setPasskeySignIn,
  startBrowser,
  submitAndExchange,
  type ErrorBody,
  type Options,
} from '../../testing/passkey-sign-in.js';

const password = 'Gl4cier-Tundra';
type RegistrationOptions = Parameters<ReturnType<typeof createSoftwareAuthenticator>['register']>[0] & {
  authenticatorSelection?: { residentKey?: string };
};

describeEachDatabase('Experience API: passkey enrolment and tenancy', (server) => {
  let clientId = '';
  const scope = () => scopeToTenant(server().context.database.db, 'default');
  const browserAt = async () => {
    clientId ||= await insertTestClient(server().context.database.db);
    return startBrowser(server(), clientId);
  };
  const passwordSignIn = async (username: string) => {
    const started = await browserAt();
    const { browser } = started;
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const verified = await browser.api<{ verificationId: string }>('POST', '/verification/password', {
      identifier: { type: 'username', value: username },
      password,
    });
    expect((await browser.api('POST', '/identification', verified.body)).status).toBe(204);
    return started;
  };

  it('offers a passkey after a password sign-in, adds it, then signs in with it alone', async () => {
    await setPasskeySignIn(server(), allOn);
    const user = await createUser(scope(), { username: 'enrols', password }, { defaultRoles: true });
    const { browser, verifier } = await passwordSignIn('enrols');
    const offered = await browser.api<ErrorBody>('POST', '/submit');
    expect(offered.status).toBe(422);
    expect(offered.body).toMatchObject({ code: 'session.passkey.suggest_passkey_enrolment', data: { skippable: true } });

    const authenticator = createSoftwareAuthenticator(server().url);
    const started = await browser.api<{ verificationId: string; registrationOptions: RegistrationOptions }>(
      'POST',
      '/verification/sign-in-passkey/registration',
    );
    expect(started.status).toBe(200);
    expect(started.body.registrationOptions.authenticatorSelection?.residentKey).toBe('required');
    const payload = authenticator.register(started.body.registrationOptions);
    const { verificationId } = started.body;
    const verified = await browser.api('POST', '/verification/sign-in-passkey/registration/verify', { verificationId, payload });
    expect(verified.status).toBe(200);
    expect((await browser.api('POST', '/profile/mfa/passkey', { verificationId })).status).toBe(204);
    expect(readMfaVerifications((await findUserById(scope(), user.id))!)).toEqual([
      expect.objectContaining({ type: 'WebAuthn', credentialId: payload.id }),
    ]);
    expect(await submitAndExchange(server(), clientId, browser, verifier)).toMatchObject({ submitted: 200, token: 200 });

    const second = await browserAt();
    const preflight = await second.browser.api<{ authenticationOptions: Options }>('POST', '/preflight/sign-in-passkey/authentication');
    const asserted = await second.browser.api<{ verificationId: string }>('POST', '/verification/sign-in-passkey/authentication/verify', {
      payload: authenticator.authenticate(preflight.body.authenticationOptions),
    });
    expect(asserted.status).toBe(200);
    expect((await second.browser.api('POST', '/identification', asserted.body)).status).toBe(204);
    expect(await submitAndExchange(server(), clientId, second.browser, second.verifier)).toMatchObject({ submitted: 200, token: 200 });
  });

  it('lets the user decline the offer, and makes none while passkey sign-in is off', async () => {
    await setPasskeySignIn(server(), allOn);
    await createUser(scope(), { username: 'declines', password }, { defaultRoles: true });
    const declined = await passwordSignIn('declines');
    expect((await declined.browser.api('POST', '/profile/mfa/passkey-skipped')).status).toBe(204);
    expect(await submitAndExchange(server(), clientId, declined.browser, declined.verifier)).toMatchObject({ submitted: 200, token: 200 });

    await setPasskeySignIn(server(), { ...allOn, enabled: false });
    const off = await passwordSignIn('declines');
    expect(await submitAndExchange(server(), clientId, off.browser, off.verifier)).toMatchObject({ submitted: 200, token: 200 });
  });

  it('adds a passkey only after a password sign-in', async () => {
    await setPasskeySignIn(server(), allOn);
    const { browser } = await browserAt();
    await browser.api('PUT', '', { interactionEvent: 'SignIn' });
    const anonymous = await browser.api<ErrorBody>('POST', '/verification/sign-in-passkey/registration');
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.code).toBe('session.identifier_not_found');

    const user = await createUser(scope(), { username: 'has_passkey', password }, { defaultRoles: true });
    const authenticator = createSoftwareAuthenticator(server().url);
    await registerPasskey(server(), scope(), authenticator, user);
    const preflight = await browser.api<{ authenticationOptions: Options }>('POST', '/preflight/sign-in-passkey/authentication');
    const asserted = await browser.api<{ verificationId: string }>('POST', '/verification/sign-in-passkey/authentication/verify', {
      payload: authenticator.authenticate(preflight.body.authenticationOptions),
    });
    await browser.api('POST', '/identification', asserted.body);
    const byPasskey = await browser.api<ErrorBody>('POST', '/verification/sign-in-passkey/registration');
    expect(byPasskey.status).toBe(403);
    expect(byPasskey.body.code).toBe('session.passkey.enrolment_not_allowed');
  });

  it('keeps the setting through the Management API and shows it to the sign-in app', async () => {
    // A record saved before the setting existed reads as off.
    await storeSignInExperience(server().context, 'default', { signInMode: 'SignInAndRegister' });
    const api = await createManagementApiClient(server());
    const off = await api.get<{ passkeySignIn: unknown }>('/sign-in-exp');
    expect(off.body.passkeySignIn).toEqual({ enabled: false, showPasskeyButton: false, allowAutofill: false });
    const saved = await api.patch<{ passkeySignIn: unknown }>('/sign-in-exp', { passkeySignIn: { enabled: true, allowAutofill: true } });
    expect(saved.body.passkeySignIn).toEqual({ enabled: true, showPasskeyButton: false, allowAutofill: true });
    // A patch of something else leaves it as it is.
    await api.patch('/sign-in-exp', { signInMode: 'SignInAndRegister' });
    const page = await fetch(`${server().url}/api/.well-known/sign-in-exp`);
    expect(((await page.json()) as { passkeySignIn: unknown }).passkeySignIn).toEqual({
      enabled: true,
      showPasskeyButton: false,
      allowAutofill: true,
    });
  });

  it("does not sign in at this tenant with a passkey of another tenant's user", async () => {
    await setPasskeySignIn(server(), allOn);
    const other = await createOtherTenant(server());
    const authenticator = createSoftwareAuthenticator(server().url);
    const stranger = await createUser(other, { username: 'elsewhere', password }, { defaultRoles: false });
    await registerPasskey(server(), other, authenticator, stranger);
    const { browser } = await browserAt();
    const preflight = await browser.api<{ authenticationOptions: Options }>('POST', '/preflight/sign-in-passkey/authentication');
    const refused = await browser.api<ErrorBody>('POST', '/verification/sign-in-passkey/authentication/verify', {
      payload: authenticator.authenticate(preflight.body.authenticationOptions),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('session.mfa.passkey_not_found');
  });
});
