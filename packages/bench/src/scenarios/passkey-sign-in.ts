import { budgets } from '../support/budgets.js';
import { createM2mWithCli, fetchToken } from '../support/management-app.js';
import { loadPasskeySignIns, preparePasskeySignIns } from '../support/passkey-sign-in-load.js';
import type { Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { prepareSignIns } from '../support/sign-in-load.js';
import { withTempDir } from '../support/temp-dir.js';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = 16;

export const passkeySignIn: Scenario = {
  name: 'passkey-sign-in',
  description: `complete passkey-only sign-ins (authorization request → preflight → assertion → code → token), ${concurrency} browsers for ${durationSeconds} s`,
  run: () =>
    withTempDir('passkey-sign-in', async (dataDir) => {
      const m2m = createM2mWithCli(dataDir, 'Bench');
      // The per-IP limit protects real deployments; every simulated browser here shares one IP.
      return withServerProcess(
        dataDir,
        async (server) => {
          const token = await fetchToken(server.url, m2m, { resource: m2m.resource, scope: 'all' });
          const users = await prepareSignIns(server, token, concurrency);
          const setup = await preparePasskeySignIns(users, token);
          return loadPasskeySignIns(setup, { durationSeconds, budget: budgets.passkeySignInsPerSecond });
        },
        { CREDENTIAL_RATE_LIMIT: '1000000' },
      );
    }),
};
