import { budgets } from '../support/budgets.js';
import { createM2mWithCli, fetchToken, managementApi } from '../support/management-app.js';
import type { Measurement, Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { experience, startAuthorization, submitAndExchange } from '../support/sign-in-flow.js';
import { password, prepareSignIns, runSignInLoad } from '../support/sign-in-load.js';
import { withTempDir } from '../support/temp-dir.js';
import { totpCode } from '../support/totp.js';

const durationSeconds = 10;
const concurrency = 16;
/**
 * A TOTP code is accepted once per step for a user (replays are refused), so each sign-in of the
 * run takes a user of its own: enough for 80 sign-ins/s over the run.
 */
const userCount = 800;

type Setup = { url: string; clientId: string };

/**
 * One sign-in: authorization request, password record, identification, a TOTP record (or, the
 * first time, binding a new secret), submit, redirects, code exchange. Answers the secret bound.
 */
async function signInWithTotp({ url, clientId }: Setup, username: string, secret?: string): Promise<string> {
  const flow = await startAuthorization(url, clientId);
  const api = <T = Record<string, string>>(method: string, path: string, body?: unknown) =>
    experience<T>(flow.browser, url, method, path, body);
  await api('PUT', '', { interactionEvent: 'SignIn' });
  const record = await api('POST', '/verification/password', { identifier: { type: 'username', value: username }, password });
  await api('POST', '/identification', record);
  let bound = secret;
  if (bound) {
    // The next step's code: the binding spent the step it happened in.
    await api('POST', '/verification/totp/verify', { code: totpCode(bound, Date.now() + 30_000) });
  } else {
    const created = await api('POST', '/verification/totp/secret');
    bound = created.secret ?? '';
    await api('POST', '/verification/totp/verify', { code: totpCode(bound), verificationId: created.verificationId });
    await api('POST', '/profile/mfa', { type: 'Totp', verificationId: created.verificationId });
  }
  await submitAndExchange(flow, url, clientId);
  return bound;
}

/** Users with a password, then TOTP enabled and bound by each through the sign-in flow. */
async function prepare(server: { url: string; pid: number }, managementToken: string) {
  const setup = await prepareSignIns(server, managementToken, userCount);
  await managementApi(server.url, managementToken)('PATCH', '/sign-in-exp', { mfa: { factors: ['Totp'], policy: 'Mandatory' } });
  const secrets = new Map<string, string>();
  for (const username of setup.users) {
    secrets.set(username, await signInWithTotp(setup, username));
  }
  return { setup, secrets };
}

/** `concurrency` browsers take users from one queue until the run's end (or the users run out). */
async function load(setup: Setup & { serverPid?: number }, secrets: Map<string, string>): Promise<Measurement[]> {
  const queue = [...secrets.entries()];
  const run = await runSignInLoad(setup.serverPid, { durationSeconds, concurrency }, async () => {
    const next = queue.shift();
    if (!next) {
      return false;
    }
    await signInWithTotp(setup, next[0], next[1]);
    return true;
  });
  return [
    { label: 'password + TOTP sign-ins/s (end to end)', value: run.perSecond, unit: 'sign-ins/s', budget: budgets.passwordTotpSignInsPerSecond },
    { label: 'password + TOTP sign-in latency p99', value: run.p99, unit: 'ms' },
    ...run.cpu,
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
          const { setup, secrets } = await prepare(server, token);
          return load(setup, secrets);
        },
        { CREDENTIAL_RATE_LIMIT: '1000000' },
      );
    }),
};
