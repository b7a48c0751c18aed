import autocannon from 'autocannon';
import { budgets } from '../support/budgets.js';
import { basicAuth, createM2mWithCli, fetchToken, managementApi } from '../support/management-app.js';
import { bareClient, bareResource } from '../baselines/bare-client.js';
import { withBaseline } from '../support/baseline-process.js';
import type { Budget, Measurement, Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { round } from '../support/stats.js';
import { withTempDir } from '../support/temp-dir.js';

const durationSeconds = 10;
const connections = 32;
const scopeCount = 50;
const roleCount = 3;
const rbacName = `${roleCount} roles, ${scopeCount} scopes`;

type TokenLoad = { perSecond: number; p99: number };

/** client_credentials requests against a token endpoint; any failed request fails the scenario. */
async function loadTokenEndpoint(name: string, tokenEndpoint: string, clientId: string, clientSecret: string, form: Record<string, string>): Promise<TokenLoad> {
  const result = await autocannon({
    url: tokenEndpoint,
    method: 'POST',
    connections,
    duration: durationSeconds,
    headers: { authorization: basicAuth(clientId, clientSecret), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...form }).toString(),
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    throw new Error(`${name}: ${failures} failed requests out of ${result.requests.total}.`);
  }
  return { perSecond: round(result.requests.average, 0), p99: result.latency.p99 };
}

const tokenRows = (name: string, load: TokenLoad, budget?: Budget): Measurement[] => [
  { label: `${name}: tokens/s (mean)`, value: load.perSecond, unit: 'tokens/s', budget },
  { label: `${name}: latency p99`, value: load.p99, unit: 'ms' },
];

/** The bare provider's figure, taken in the same run as Tessera's so both see the same machine. */
const loadBareProvider = () =>
  withBaseline('bare-oidc-provider', (bare) =>
    loadTokenEndpoint('bare oidc-provider', `${bare.url}/token`, bareClient.clientId, bareClient.clientSecret, { resource: bareResource, scope: 'all' }),
  );

/**
 * A machine-to-machine app with 3 roles over 50 scopes of one API resource, set up through the
 * Management API: the token endpoint must look up roles and scopes (cached) for every token.
 */
async function createRbacApp(url: string, managementToken: string) {
  const api = managementApi(url, managementToken);
  const indicator = 'https://bench-api.example.com';
  const resource = await api<{ id: string }>('POST', '/resources', { name: 'Bench API', indicator });
  const scopes: { id: string; name: string }[] = [];
  for (let index = 0; index < scopeCount; index++) {
    scopes.push(await api('POST', `/resources/${resource.id}/scopes`, { name: `scope:${index}` }));
  }
  const roleIds: string[] = [];
  for (let index = 0; index < roleCount; index++) {
    const slice = scopes.filter((_, scopeIndex) => scopeIndex % roleCount === index);
    const role = await api<{ id: string }>('POST', '/roles', {
      name: `Bench role ${index}`,
      description: 'Benchmark role',
      type: 'MachineToMachine',
      scopeIds: slice.map((scope) => scope.id),
    });
    roleIds.push(role.id);
  }
  const app = await api<{ id: string; secret: string }>('POST', '/applications', { name: 'Bench RBAC app', type: 'MachineToMachine' });
  await api('POST', `/applications/${app.id}/roles`, { roleIds });
  return { clientId: app.id, clientSecret: app.secret, indicator, scope: scopes.map((scope) => scope.name).join(' ') };
}

export const clientCredentials: Scenario = {
  name: 'client-credentials',
  description: `client_credentials tokens on one server process (autocannon, ${connections} connections, ${durationSeconds} s): Management API app, then an app with ${roleCount} roles and ${scopeCount} scopes, against a bare oidc-provider measured before and after`,
  run: () =>
    withTempDir('tokens', async (dataDir) => {
      const m2m = createM2mWithCli(dataDir, 'Bench');
      return withServerProcess(dataDir, async (server) => {
        const token = await fetchToken(server.url, m2m, { resource: m2m.resource, scope: 'all' });
        const rbac = await createRbacApp(server.url, token);
        const tokenEndpoint = `${server.url}/oidc/token`;
        const granted = await fetchToken(server.url, rbac, { resource: rbac.indicator, scope: rbac.scope });
        const grantedScopes = (JSON.parse(Buffer.from(granted.split('.')[1] ?? '', 'base64url').toString()) as { scope: string }).scope.split(' ');
        if (grantedScopes.length !== scopeCount) {
          throw new Error(`Expected ${scopeCount} scopes in the token, got ${grantedScopes.length}.`);
        }
        // Bare, Tessera, Tessera, bare: the bare figure is the mean of both ends, so a machine
        // that speeds up or slows down during the run moves both sides alike.
        const bareBefore = await loadBareProvider();
        const management = await loadTokenEndpoint('Management API app', tokenEndpoint, m2m.clientId, m2m.clientSecret, { resource: m2m.resource, scope: 'all' });
        const withRoles = await loadTokenEndpoint(rbacName, tokenEndpoint, rbac.clientId, rbac.clientSecret, { resource: rbac.indicator, scope: rbac.scope });
        const bareAfter = await loadBareProvider();
        const bare = round((bareBefore.perSecond + bareAfter.perSecond) / 2, 0);
        return [
          ...tokenRows('Management API app', management, budgets.clientCredentialsPerSecond),
          ...tokenRows(rbacName, withRoles, budgets.clientCredentialsPerSecond),
          { label: 'bare oidc-provider, same run: tokens/s (mean of before and after)', value: bare, unit: 'tokens/s', samples: [bareBefore.perSecond, bareAfter.perSecond] },
          { label: 'Management API app ÷ bare oidc-provider', value: round(management.perSecond / bare, 2), unit: '×', budget: budgets.clientCredentialsShareOfBare },
        ];
      });
    }),
};
