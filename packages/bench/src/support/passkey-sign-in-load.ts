import { createHash, randomBytes } from 'node:crypto';
// The server's software authenticator (real P-256 keys and signatures, no dependency beyond
// node:crypto), used here as it is so the benchmark asserts exactly what the API tests do.
import {
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
} from '../../../server/src/testing/software-authenticator.js';
import { BrowserSession } from './browser-session.js';
import { managementApi } from './management-app.js';
import type { Budget, Measurement } from './scenario.js';
import { password, type SignInSetup } from './sign-in-load.js';
import { percentile, round } from './stats.js';

const redirectUri = 'http://127.0.0.1/callback';

type RequestOptions = Parameters<SoftwareAuthenticator['authenticate']>[0];
type CreationOptions = Parameters<SoftwareAuthenticator['register']>[0];

/** A call to the Experience API that must succeed; its JSON body, if any. */
async function experience<T>(browser: BrowserSession, url: string, path: string, body?: unknown, method = 'POST') {
  const response = await browser.fetch(`${url}/api/experience${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} /api/experience${path} answered ${response.status}: ${text}`);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** An authorization request started in a new browser; its PKCE verifier. */
async function authorize(url: string, clientId: string) {
  const browser = new BrowserSession();
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid',
    state: 's',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  await browser.fetch(`${url}/oidc/auth?${query}`);
  return { browser, verifier };
}

/** Submit, redirects back to the client, code exchange with PKCE. */
async function finish(browser: BrowserSession, url: string, clientId: string, verifier: string) {
  let location = (await experience<{ redirectTo: string }>(browser, url, '/submit')).redirectTo;
  for (let hop = 0; hop < 5 && !location.startsWith(redirectUri); hop++) {
    const response = await browser.fetch(new URL(location, url).toString());
    location = new URL(response.headers.get('location') ?? '', location).toString();
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) {
    throw new Error(`No code in ${location}`);
  }
  const token = await fetch(`${url}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier }),
  });
  if (!token.ok) {
    throw new Error(`Code exchange answered ${token.status}: ${await token.text()}`);
  }
}

/**
 * A user adds a passkey as the sign-in app offers it: password sign-in, the offer at submit,
 * registration of a discoverable credential, binding, then submit.
 */
async function enrolPasskey(url: string, clientId: string, username: string, password: string) {
  const authenticator = createSoftwareAuthenticator(url);
  const { browser, verifier } = await authorize(url, clientId);
  await experience(browser, url, '', { interactionEvent: 'SignIn' }, 'PUT');
  const record = await experience<{ verificationId: string }>(browser, url, '/verification/password', {
    identifier: { type: 'username', value: username },
    password,
  });
  await experience(browser, url, '/identification', record);
  const { verificationId, registrationOptions } = await experience<{ verificationId: string; registrationOptions: CreationOptions }>(
    browser,
    url,
    '/verification/sign-in-passkey/registration',
  );
  const payload = authenticator.register(registrationOptions);
  await experience(browser, url, '/verification/sign-in-passkey/registration/verify', { verificationId, payload });
  await experience(browser, url, '/profile/mfa/passkey', { verificationId });
  await finish(browser, url, clientId, verifier);
  return authenticator;
}

/**
 * One passkey-only sign-in as the sign-in page does it with autofill: authorization request,
 * preflight options, the authenticator's assertion, verify, identification, submit, code exchange.
 * No password hash anywhere on this path.
 */
async function signInWithPasskey(url: string, clientId: string, authenticator: SoftwareAuthenticator) {
  const { browser, verifier } = await authorize(url, clientId);
  const { authenticationOptions } = await experience<{ authenticationOptions: RequestOptions }>(
    browser,
    url,
    '/preflight/sign-in-passkey/authentication',
  );
  const payload = authenticator.authenticate(authenticationOptions);
  const record = await experience<{ verificationId: string }>(browser, url, '/verification/sign-in-passkey/authentication/verify', { payload });
  await experience(browser, url, '/identification', record);
  await finish(browser, url, clientId, verifier);
}

export type PasskeySignInSetup = { url: string; clientId: string; authenticators: SoftwareAuthenticator[] };

/** Passkey sign-in turned on, then every user of `setup` (registered with `password`) enrols a passkey. */
export async function preparePasskeySignIns(setup: SignInSetup, managementToken: string): Promise<PasskeySignInSetup> {
  const api = managementApi(setup.url, managementToken);
  await api('PATCH', '/sign-in-exp', { passkeySignIn: { enabled: true, showPasskeyButton: true, allowAutofill: true } });
  const authenticators: SoftwareAuthenticator[] = [];
  for (const username of setup.users) {
    authenticators.push(await enrolPasskey(setup.url, setup.clientId, username, password));
  }
  return { url: setup.url, clientId: setup.clientId, authenticators };
}

/** Each user signs in with their passkey again and again, one browser each, for `durationSeconds`. */
export async function loadPasskeySignIns(
  setup: PasskeySignInSetup,
  options: { durationSeconds: number; budget?: Budget },
): Promise<Measurement[]> {
  const latencies: number[] = [];
  const deadline = performance.now() + options.durationSeconds * 1000;
  const started = performance.now();
  await Promise.all(
    setup.authenticators.map(async (authenticator) => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        await signInWithPasskey(setup.url, setup.clientId, authenticator);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return [
    { label: 'passkey-only sign-ins/s (end to end)', value: round(latencies.length / elapsed, 1), unit: 'sign-ins/s', budget: options.budget },
    { label: 'passkey sign-in flow latency p99', value: round(percentile(latencies, 99), 0), unit: 'ms' },
  ];
}
