import { budgets } from '../support/budgets.js';
import { createM2mWithCli, fetchToken } from '../support/management-app.js';
import type { Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { loadSignIns, prepareSignIns } from '../support/sign-in-load.js';
import { withTempDir } from '../support/temp-dir.js';

const durationSeconds = 10;
const concurrency = 16;

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
          const token = await fetchToken(server.url, m2m, { resource: m2m.resource, scope: 'all' });
          const setup = await prepareSignIns(server, token, concurrency);
          return loadSignIns(setup, { durationSeconds, budget: budgets.passwordSignInsPerSecond });
        },
        { CREDENTIAL_RATE_LIMIT: '1000000' },
      );
    }),
};
