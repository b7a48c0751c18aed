import { createHash, randomBytes } from 'node:crypto';
import { BrowserSession } from './browser-session.js';
import { managementApi } from './management-app.js';
import type { Budget, Measurement } from './scenario.js';
import { percentile, round } from './stats.js';

/** The SPA's redirect URI: nothing listens there, the flow stops at the redirect to it. */
export const redirectUri = 'http://127.0.0.1/callback';
export const password = 'Bench-password-2024!';

type Flow = { url: string; clientId: string; identifier: string };

/** What the authorization request asks for besides the user: `openid` alone by default. */
export type SignInOptions = { register?: boolean; scope?: string; resource?: string };

/**
 * One complete sign-in as a browser and a public client do it: authorization request, password
 * through the sign-in app's API (or a registration with it), redirects back with a code, code
 * exchange with PKCE. Answers the token endpoint's response, its body unread.
 */
export async function signIn(
  { url, clientId, identifier }: Flow,
  { register = false, scope = 'openid', resource }: SignInOptions = {},
) {
  const browser = new BrowserSession();
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope,
    ...(resource && { resource }),
    state: 's',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  await browser.fetch(`${url}/oidc/auth?${query}`);
  const answer = await browser.fetch(`${url}/api/experience/${register ? 'register' : 'sign-in'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(register ? { username: identifier, password } : { identifier, password }),
  });
  if (!answer.ok) {
    throw new Error(`Sign-in answered ${answer.status}: ${await answer.text()}`);
  }
  let location = ((await answer.json()) as { redirectTo: string }).redirectTo;
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
  return token;
}

export type SignInSetup = { url: string; clientId: string; users: string[] };

/** An SPA and `concurrency` users registered through the sign-in flow itself. */
export async function prepareSignIns(url: string, managementToken: string, concurrency: number): Promise<SignInSetup> {
  const api = managementApi(url, managementToken);
  const app = await api<{ id: string }>('POST', '/applications', {
    name: 'Bench SPA',
    type: 'SPA',
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
  });
  const users = Array.from({ length: concurrency }, (_, index) => `bench_user_${index}`);
  for (const identifier of users) {
    await signIn({ url, clientId: app.id, identifier }, { register: true });
  }
  return { url, clientId: app.id, users };
}

/**
 * Every user signs in again and again, one browser each, for `durationSeconds`. The server must
 * run with a high CREDENTIAL_RATE_LIMIT: every simulated browser shares one IP.
 */
export async function loadSignIns(
  setup: SignInSetup,
  options: { durationSeconds: number; labelPrefix?: string; budget?: Budget },
): Promise<Measurement[]> {
  const latencies: number[] = [];
  const deadline = performance.now() + options.durationSeconds * 1000;
  const started = performance.now();
  await Promise.all(
    setup.users.map(async (identifier) => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        await signIn({ url: setup.url, clientId: setup.clientId, identifier });
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const prefix = options.labelPrefix ?? '';
  return [
    { label: `${prefix}password sign-ins/s (end to end)`, value: round(latencies.length / elapsed, 1), unit: 'sign-ins/s', budget: options.budget },
    { label: `${prefix}sign-in flow latency p99`, value: round(percentile(latencies, 99), 0), unit: 'ms' },
  ];
}
