import { startCpuShare } from './cpu-share.js';
import { managementApi } from './management-app.js';
import type { Budget, Measurement } from './scenario.js';
import {
  exchangeCode,
  followToCallback,
  redirectUri,
  startAuthorization,
  type AuthorizationOptions,
} from './sign-in-flow.js';
import { percentile, round } from './stats.js';

export { redirectUri } from './sign-in-flow.js';
export const password = 'Bench-password-2024!';

type Flow = { url: string; clientId: string; identifier: string };

/** What the authorization request asks for besides the user, and whether to register instead. */
export type SignInOptions = AuthorizationOptions & { register?: boolean };

/**
 * One complete sign-in as a browser and a public client do it: authorization request, password
 * through the sign-in app's API (or a registration with it), redirects back with a code, code
 * exchange with PKCE. Answers the token endpoint's response body.
 */
export async function signIn(
  { url, clientId, identifier }: Flow,
  { register = false, ...authorization }: SignInOptions = {},
) {
  const { browser, verifier } = await startAuthorization(url, clientId, authorization);
  const answer = await browser.fetch(`${url}/api/experience/${register ? 'register' : 'sign-in'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(register ? { username: identifier, password } : { identifier, password }),
  });
  if (answer.status !== 200) {
    throw new Error(`Sign-in answered ${answer.status}: ${answer.body}`);
  }
  const { redirectTo } = JSON.parse(answer.body) as { redirectTo: string };
  return exchangeCode(url, clientId, await followToCallback(browser, url, redirectTo), verifier);
}

/** `serverPid` when the server is one process: its CPU per sign-in is then measured. */
export type SignInSetup = { url: string; serverPid?: number; clientId: string; users: string[] };

/** An SPA and `concurrency` users registered through the sign-in flow itself. */
export async function prepareSignIns(
  server: { url: string; pid?: number },
  managementToken: string,
  concurrency: number,
): Promise<SignInSetup> {
  const { url } = server;
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
  return { url, serverPid: server.pid, clientId: app.id, users };
}

/**
 * `concurrency` browsers run `signIn` again and again until `durationSeconds` pass (or `signIn`
 * answers false: no more work); the rate, the latency p99 and, given the server's pid, the CPU
 * each sign-in took.
 */
export async function runSignInLoad(
  serverPid: number | undefined,
  options: { durationSeconds: number; concurrency: number; labelPrefix?: string; benchWork?: string },
  signIn: (browserIndex: number) => Promise<boolean>,
) {
  const latencies: number[] = [];
  const cpu = serverPid === undefined ? undefined : await startCpuShare(serverPid, options.benchWork);
  const started = performance.now();
  const deadline = started + options.durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, index) => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        if (!(await signIn(index))) {
          return;
        }
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    perSecond: round(latencies.length / elapsed, 1),
    p99: round(percentile(latencies, 99), 0),
    cpu: (await cpu?.(latencies.length, options.labelPrefix)) ?? [],
  };
}

/**
 * Every user signs in again and again, one browser each, for `durationSeconds`. The server must
 * run with a high CREDENTIAL_RATE_LIMIT: every simulated browser shares one IP.
 */
export async function loadSignIns(
  setup: SignInSetup,
  options: { durationSeconds: number; labelPrefix?: string; budget?: Budget },
): Promise<Measurement[]> {
  const prefix = options.labelPrefix ?? '';
  const run = await runSignInLoad(
    setup.serverPid,
    { ...options, concurrency: setup.users.length },
    async (index) => {
      await signIn({ url: setup.url, clientId: setup.clientId, identifier: setup.users[index] ?? '' });
      return true;
    },
  );
  return [
    { label: `${prefix}password sign-ins/s (end to end)`, value: run.perSecond, unit: 'sign-ins/s', budget: options.budget },
    { label: `${prefix}sign-in flow latency p99`, value: run.p99, unit: 'ms' },
    ...run.cpu,
  ];
}
