import { createHash, randomBytes } from 'node:crypto';
import { budgets } from '../support/budgets.js';
import { BrowserSession } from '../support/browser-session.js';
import { createM2mWithCli, fetchToken, managementApi } from '../support/management-app.js';
import type { Measurement, Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { prepareSignIns, redirectUri } from '../support/sign-in-load.js';
import { percentile, round } from '../support/stats.js';
import { withTempDir } from '../support/temp-dir.js';
import { totpCode } from '../support/totp.js';

const durationSeconds = 10;
const concurrency = 16;
/**
 * A TOTP code is accepted once per step for a user (replays are refused), so each sign-in of the
 * run takes a user of its own: enough for 80 sign-ins/s over the run.
 */
const userCount = 800;
const password = 'Bench-password-2024!';

type Setup = { url: string; clientId: string };

/** The Experience API calls of one browser, JSON in and out. */
const experience = (browser: BrowserSession, url: string) => async (method: string, path: string, body?: unknown) => {
  const response = await browser.fetch(`${url}/api/experience${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, string> };
};

/**
 * One sign-in: authorization request, password record, identification, a TOTP record (or, the
 * first time, binding a new secret), submit, redirects, code exchange. Answers the secret bound.
 */
async function signInWithTotp({ url, clientId }: Setup, username: string, secret?: string): Promise<string> {
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
  const api = experience(browser, url);
  const expect = async (call: Promise<{ status: number; body: Record<string, string> }>, status: number) => {
    const answer = await call;
    if (answer.status !== status) {
      throw new Error(`Expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  };
  await expect(api('PUT', '', { interactionEvent: 'SignIn' }), 204);
  const record = await expect(api('POST', '/verification/password', { identifier: { type: 'username', value: username }, password }), 200);
  await expect(api('POST', '/identification', record), 204);
  let bound = secret;
  if (bound) {
    // The next step's code: the binding spent the step it happened in.
    await expect(api('POST', '/verification/totp/verify', { code: totpCode(bound, Date.now() + 30_000) }), 200);
  } else {
    const created = await expect(api('POST', '/verification/totp/secret'), 200);
    bound = created.secret ?? '';
    await expect(api('POST', '/verification/totp/verify', { code: totpCode(bound), verificationId: created.verificationId }), 200);
    await expect(api('POST', '/profile/mfa', { type: 'Totp', verificationId: created.verificationId }), 204);
  }
  let location = (await expect(api('POST', '/submit'), 200)).redirectTo ?? '';
  for (let hop = 0; hop < 5 && !location.startsWith(redirectUri); hop++) {
    const response = await browser.fetch(new URL(location, url).toString());
    location = new URL(response.headers.get('location') ?? '', location).toString();
  }
  const code = new URL(location).searchParams.get('code');
  const token = await fetch(`${url}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code: code ?? '', redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier }),
  });
  if (!token.ok) {
    throw new Error(`Code exchange answered ${token.status}: ${await token.text()}`);
  }
  return bound;
}

/** Users with a password, then TOTP enabled and bound by each through the sign-in flow. */
async function prepare(url: string, managementToken: string) {
  const setup = await prepareSignIns(url, managementToken, userCount);
  await managementApi(url, managementToken)('PATCH', '/sign-in-exp', { mfa: { factors: ['Totp'], policy: 'Mandatory' } });
  const secrets = new Map<string, string>();
  for (const username of setup.users) {
    secrets.set(username, await signInWithTotp(setup, username));
  }
  return { setup, secrets };
}

/** `concurrency` browsers take users from one queue until the run's end (or the users run out). */
async function load(setup: Setup, secrets: Map<string, string>): Promise<Measurement[]> {
  const queue = [...secrets.entries()];
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = queue.shift(); next && performance.now() < deadline; next = queue.shift()) {
        const begin = performance.now();
        await signInWithTotp(setup, next[0], next[1]);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return [
    { label: 'password + TOTP sign-ins/s (end to end)', value: round(latencies.length / elapsed, 1), unit: 'sign-ins/s', budget: budgets.passwordTotpSignInsPerSecond },
    { label: 'password + TOTP sign-in latency p99', value: round(percentile(latencies, 99), 0), unit: 'ms' },
  ];
}

export const passwordTotpSignIn: Scenario = {
  name: 'password-totp-sign-in',
  description: `complete sign-ins by password then a TOTP code (authorization request → Experience API steps → code → token), ${concurrency} browsers for ${durationSeconds} s`,
  run: () =>
    withTempDir('totp-sign-in', async (dataDir) => {
      const m2m = createM2mWithCli(dataDir, 'Bench');
      // Every simulated browser shares one IP: the run raises the per-IP limit as an operator can.
      return withServerProcess(
        dataDir,
        async (server) => {
          const token = await fetchToken(server.url, m2m, { resource: m2m.resource, scope: 'all' });
          const { setup, secrets } = await prepare(server.url, token);
          return load(setup, secrets);
        },
        { CREDENTIAL_RATE_LIMIT: '1000000' },
      );
    }),
};
