import { budgets } from '../support/budgets.js';
import { createM2mWithCli, fetchToken, managementApi } from '../support/management-app.js';
import { bareClient, bareResource } from '../baselines/bare-client.js';
import { withBaseline } from '../support/baseline-process.js';
import type { Measurement, Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { round } from '../support/stats.js';
import { withTempDir } from '../support/temp-dir.js';
import { loadTokenEndpoint, tokenLoadConnections as connections } from '../support/token-load.js';

const durationSeconds = 10;
const load = { durationSeconds, budget: budgets.clientCredentialsPerSecond };
const scopeCount = 50;
const roleCount = 3;
const rbacName = `${roleCount} roles, ${scopeCount} scopes`;

const tokensPerSecond = (rows: Measurement[]) => rows[0]?.value ?? 0;
/** The server's CPU per token over all its threads (the rows of cpu-share.ts, the bench's own left out). */
const serverCpuPerToken = (rows: Measurement[]) =>
  round(rows.filter((row) => row.label.includes('server CPU per token')).reduce((sum, row) => sum + row.value, 0), 2);

/** The bare provider's figures, taken in the same run as Tessera's so both see the same machine. */
const loadBareProvider = () =>
  withBaseline('bare-oidc-provider', async (bare) => {
    const rows = await loadTokenEndpoint(
      'bare oidc-provider',
      { url: bare.url, tokenPath: '/token', ...bareClient, form: { resource: bareResource, scope: 'all' } },
      { durationSeconds, serverPid: bare.pid },
    );
    return { rate: tokensPerSecond(rows), cpu: serverCpuPerToken(rows) };
  });

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
        const granted = await fetchToken(server.url, rbac, { resource: rbac.indicator, scope: rbac.scope });
        const grantedScopes = (JSON.parse(Buffer.from(granted.split('.')[1] ?? '', 'base64url').toString()) as { scope: string }).scope.split(' ');
        if (grantedScopes.length !== scopeCount) {
          throw new Error(`Expected ${scopeCount} scopes in the token, got ${grantedScopes.length}.`);
        }
        // Bare, Tessera, Tessera, bare: the bare figure is the mean of both ends, so a machine
        // that speeds up or slows down during the run moves both sides alike.
        const bareBefore = await loadBareProvider();
        const measured = { ...load, serverPid: server.pid };
        const management = await loadTokenEndpoint('Management API app', { url: server.url, ...m2m, form: { resource: m2m.resource, scope: 'all' } }, measured);
        const withRoles = await loadTokenEndpoint(rbacName, { url: server.url, ...rbac, form: { resource: rbac.indicator, scope: rbac.scope } }, measured);
        const bareAfter = await loadBareProvider();
        const bare = round((bareBefore.rate + bareAfter.rate) / 2, 0);
        const bareCpu = round((bareBefore.cpu + bareAfter.cpu) / 2, 2);
        const managementCpu = serverCpuPerToken(management);
        return [
          ...management,
          { label: 'Management API app: server CPU per token, all threads', value: managementCpu, unit: 'ms' },
          ...withRoles,
          { label: 'bare oidc-provider, same run: tokens/s (mean of before and after)', value: bare, unit: 'tokens/s', samples: [bareBefore.rate, bareAfter.rate] },
          { label: 'bare oidc-provider, same run: server CPU per token, all threads (mean)', value: bareCpu, unit: 'ms', samples: [bareBefore.cpu, bareAfter.cpu] },
          { label: 'Management API app ÷ bare oidc-provider', value: round(tokensPerSecond(management) / bare, 2), unit: '×', budget: budgets.clientCredentialsShareOfBare },
          { label: 'bare oidc-provider CPU per token ÷ Management API app CPU per token', value: round(bareCpu / Math.max(0.01, managementCpu), 2), unit: '×' },
        ];
      });
    }),
};
