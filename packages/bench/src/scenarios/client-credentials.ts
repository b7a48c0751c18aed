import autocannon from 'autocannon';
import { budgets } from '../support/budgets.js';
import { basicAuth, createM2mWithCli, fetchToken, managementApi } from '../support/management-app.js';
import type { Measurement, Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { round } from '../support/stats.js';
import { withTempDir } from '../support/temp-dir.js';

const durationSeconds = 10;
const connections = 32;
const scopeCount = 50;
const roleCount = 3;

async function loadTokenEndpoint(name: string, url: string, clientId: string, clientSecret: string, form: Record<string, string>): Promise<Measurement[]> {
  const result = await autocannon({
    url: `${url}/oidc/token`,
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
  return [
    { label: `${name}: tokens/s (mean)`, value: round(result.requests.average, 0), unit: 'tokens/s', budget: budgets.clientCredentialsPerSecond },
    { label: `${name}: latency p99`, value: result.latency.p99, unit: 'ms' },
  ];
}

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
  description: `client_credentials tokens on one server process (autocannon, ${connections} connections, ${durationSeconds} s): Management API app, then an app with ${roleCount} roles and ${scopeCount} scopes`,
  run: () =>
    withTempDir('tokens', async (dataDir) => {
      const m2m = createM2mWithCli(dataDir, 'Bench');
      return withServerProcess(dataDir, async (server) => {
        const token = await fetchToken(server.url, m2m, { resource: m2m.resource, scope: 'all' });
        const rbac = await createRbacApp(server.url, token);
        const granted = await fetchToken(server.url, rbac, { resource: rbac.indicator, scope: rbac.scope });
        const grantedScopes = (JSON.parse(Buffer.from(granted.split('.')[1] ?? '', 'base64url').toString()) as { scope: string }).scope.split(' ');
        if (grantedScopes.length !== scopeCount) {
          throw new Error(`Expected ${scopeCount} scopes in the token, got ${grantedScopes.length}.`);
        }
        return [
          ...(await loadTokenEndpoint('Management API app', server.url, m2m.clientId, m2m.clientSecret, { resource: m2m.resource, scope: 'all' })),
          ...(await loadTokenEndpoint(`${roleCount} roles, ${scopeCount} scopes`, server.url, rbac.clientId, rbac.clientSecret, { resource: rbac.indicator, scope: rbac.scope })),
        ];
      });
    }),
};
