// The server's software authenticator (real P-256 keys and signatures, no dependency beyond
// node:crypto), used here as it is so the benchmark asserts exactly what the API tests do.
import {
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
} from '../../../server/src/testing/software-authenticator.js';
import { managementApi } from './management-app.js';
import type { Budget, Measurement } from './scenario.js';
import { experience, startAuthorization, submitAndExchange } from './sign-in-flow.js';
import { password, runSignInLoad, type SignInSetup } from './sign-in-load.js';

type RequestOptions = Parameters<SoftwareAuthenticator['authenticate']>[0];
type CreationOptions = Parameters<SoftwareAuthenticator['register']>[0];

/**
 * A user adds a passkey as the sign-in app offers it: password sign-in, the offer at submit,
 * registration of a discoverable credential, binding, then submit.
 */
async function enrolPasskey(url: string, clientId: string, username: string, password: string) {
  const authenticator = createSoftwareAuthenticator(url);
  const flow = await startAuthorization(url, clientId);
  const { browser } = flow;
  await experience(browser, url, 'PUT', '', { interactionEvent: 'SignIn' });
  const record = await experience<{ verificationId: string }>(browser, url, 'POST', '/verification/password', {
    identifier: { type: 'username', value: username },
    password,
  });
  await experience(browser, url, 'POST', '/identification', record);
  const { verificationId, registrationOptions } = await experience<{ verificationId: string; registrationOptions: CreationOptions }>(
    browser,
    url,
    'POST',
    '/verification/sign-in-passkey/registration',
  );
  const payload = authenticator.register(registrationOptions);
  await experience(browser, url, 'POST', '/verification/sign-in-passkey/registration/verify', { verificationId, payload });
  await experience(browser, url, 'POST', '/profile/mfa/passkey', { verificationId });
  await submitAndExchange(flow, url, clientId);
  return authenticator;
}

/**
 * One passkey-only sign-in as the sign-in page does it with autofill: authorization request,
 * preflight options, the authenticator's assertion, verify, identification, submit, code exchange.
 * No password hash anywhere on this path.
 */
async function signInWithPasskey(url: string, clientId: string, authenticator: SoftwareAuthenticator) {
  const flow = await startAuthorization(url, clientId);
  const { browser } = flow;
  const { authenticationOptions } = await experience<{ authenticationOptions: RequestOptions }>(
    browser,
    url,
    'POST',
    '/preflight/sign-in-passkey/authentication',
  );
  const payload = authenticator.authenticate(authenticationOptions);
  const record = await experience<{ verificationId: string }>(browser, url, 'POST', '/verification/sign-in-passkey/authentication/verify', { payload });
  await experience(browser, url, 'POST', '/identification', record);
  await submitAndExchange(flow, url, clientId);
}

export type PasskeySignInSetup = { url: string; serverPid?: number; clientId: string; authenticators: SoftwareAuthenticator[] };

/** Passkey sign-in turned on, then every user of `setup` (registered with `password`) enrols a passkey. */
export async function preparePasskeySignIns(setup: SignInSetup, managementToken: string): Promise<PasskeySignInSetup> {
  const api = managementApi(setup.url, managementToken);
  await api('PATCH', '/sign-in-exp', { passkeySignIn: { enabled: true, showPasskeyButton: true, allowAutofill: true } });
  const authenticators: SoftwareAuthenticator[] = [];
  for (const username of setup.users) {
    authenticators.push(await enrolPasskey(setup.url, setup.clientId, username, password));
  }
  return { url: setup.url, serverPid: setup.serverPid, clientId: setup.clientId, authenticators };
}

/** Each user signs in with their passkey again and again, one browser each, for `durationSeconds`. */
export async function loadPasskeySignIns(
  setup: PasskeySignInSetup,
  options: { durationSeconds: number; budget?: Budget },
): Promise<Measurement[]> {
  const run = await runSignInLoad(
    setup.serverPid,
    { durationSeconds: options.durationSeconds, concurrency: setup.authenticators.length },
    async (index) => {
      const authenticator = setup.authenticators[index];
      if (!authenticator) {
        return false;
      }
      await signInWithPasskey(setup.url, setup.clientId, authenticator);
      return true;
    },
  );
  return [
    { label: 'passkey-only sign-ins/s (end to end)', value: run.perSecond, unit: 'sign-ins/s', budget: options.budget },
    { label: 'passkey sign-in flow latency p99', value: run.p99, unit: 'ms' },
    ...run.cpu,
  ];
}
