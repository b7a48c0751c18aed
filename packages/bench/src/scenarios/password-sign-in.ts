import { createHash, randomBytes } from 'node:crypto';
import { budgets } from '../support/budgets.js';
import { BrowserSession } from '../support/browser-session.js';
import { createM2mWithCli, fetchToken, managementApi } from '../support/management-app.js';
import type { Measurement, Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { percentile, round } from '../support/stats.js';
import { withTempDir } from '../support/temp-dir.js';

const durationSeconds = 10;
const concurrency = 16;
const redirectUri = 'http://127.0.0.1/callback';
const password = 'Bench-password-2024!';

type Flow = { url: string; clientId: string; identifier: string };

/**
 * One complete sign-in as a browser and a public client do it: authorization request, password
 * through the sign-in app's API, redirects back with a code, code exchange with PKCE.
 */
async function signIn({ url, clientId, identifier }: Flow, register = false) {
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
}

export const passwordSignIn: Scenario = {
  name: 'password-sign-in',
  description: `complete password sign-ins (authorization request → sign-in API → code → token), ${concurrency} browsers for ${durationSeconds} s`,
  run: () =>
    withTempDir('sign-in', async (dataDir) => {
      const m2m = createM2mWithCli(dataDir, 'Bench');
      // The per-IP limit protects real deployments; every simulated browser here shares one IP.
      return withServerProcess(
        dataDir,
        async (server) => {
          const api = managementApi(server.url, await fetchToken(server.url, m2m, { resource: m2m.resource, scope: 'all' }));
          const app = await api<{ id: string }>('POST', '/applications', {
            name: 'Bench SPA',
            type: 'SPA',
            oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
          });
          const users = Array.from({ length: concurrency }, (_, index) => `bench_user_${index}`);
          for (const identifier of users) {
            await signIn({ url: server.url, clientId: app.id, identifier }, true);
          }
          const latencies: number[] = [];
          const deadline = performance.now() + durationSeconds * 1000;
          const started = performance.now();
          await Promise.all(
            users.map(async (identifier) => {
              while (performance.now() < deadline) {
                const begin = performance.now();
                await signIn({ url: server.url, clientId: app.id, identifier });
                latencies.push(performance.now() - begin);
              }
            }),
          );
          const elapsed = (performance.now() - started) / 1000;
          const measurements: Measurement[] = [
            { label: 'password sign-ins/s (end to end)', value: round(latencies.length / elapsed, 1), unit: 'sign-ins/s', budget: budgets.passwordSignInsPerSecond },
            { label: 'sign-in flow latency p99', value: round(percentile(latencies, 99), 0), unit: 'ms' },
          ];
          return measurements;
        },
        { CREDENTIAL_RATE_LIMIT: '1000000' },
      );
    }),
};
