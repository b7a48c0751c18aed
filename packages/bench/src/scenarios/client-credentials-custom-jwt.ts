import { createM2mWithCli, fetchToken, managementApi } from '../support/management-app.js';
import { budgets } from '../support/budgets.js';
import type { Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { withTempDir } from '../support/temp-dir.js';
import { loadTokenEndpoint, tokenLoadConnections as connections } from '../support/token-load.js';

const durationSeconds = 10;
/** Issue 13: client_credentials tokens with a custom token claims script stay at >= 1,000/s. */
const customJwtTokensPerSecond = budgets.customJwtTokensPerSecond;

// Reads the context and the environment variables, awaits, and adds several claims: what a
// typical script does, without any call out of the sandbox.
const script = `const getCustomJwtClaims = async ({ token, context, environmentVariables }) => {
  await null;
  return {
    tier: environmentVariables.TIER,
    app_name: context.application.name,
    app_type: context.application.type,
    scopes: token.scope.split(' ').length,
  };
};`;

export const clientCredentialsCustomJwt: Scenario = {
  name: 'client-credentials-custom-jwt',
  description: `client_credentials tokens with a custom token claims script on one server process (autocannon, ${connections} connections, ${durationSeconds} s)`,
  run: () =>
    withTempDir('tokens-custom-jwt', async (dataDir) => {
      const m2m = createM2mWithCli(dataDir, 'Bench');
      return withServerProcess(dataDir, async (server) => {
        const form = { resource: m2m.resource, scope: 'all' };
        const api = managementApi(server.url, await fetchToken(server.url, m2m, form));
        await api('PUT', '/configs/jwt-customizer/client-credentials', { script, environmentVariables: { TIER: 'gold' } });
        const token = await fetchToken(server.url, m2m, form);
        const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { tier?: string };
        if (claims.tier !== 'gold') {
          throw new Error('The token does not carry the custom claim: the script did not run.');
        }
        return loadTokenEndpoint('Management API app with a custom JWT script', { url: server.url, ...m2m, form }, {
          durationSeconds,
          budget: customJwtTokensPerSecond,
        });
      });
    }),
};
