import path from 'node:path';
import { withBenchDatabase } from '../support/bench-database.js';
import { budgets } from '../support/budgets.js';
import { startCodeInbox } from '../support/code-inbox.js';
import { loadCodeSignIns, prepareCodeSignIns } from '../support/code-sign-in-load.js';
import { createM2mWithCli, fetchToken } from '../support/management-app.js';
import type { Measurement, Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { withTempDir } from '../support/temp-dir.js';
import { benchUser, importUsersWithCli, writeUserFile } from '../support/user-seed.js';

const durationSeconds = 10;
const concurrency = 16;
/** Every sign-in takes a user of its own; enough for 500 sign-ins/s over the run. */
const userCount = 5000;

/** Seeds users with emails, starts the SMTP inbox and the server, then signs in by code under load. */
async function measureOn(
  database: 'embedded' | 'PostgreSQL',
  dataDir: string,
  databaseUrl = '',
): Promise<Measurement[]> {
  const file = path.join(dataDir, 'users.json');
  writeUserFile(file, userCount);
  const m2m = createM2mWithCli(dataDir, 'Bench', databaseUrl);
  const seeded = importUsersWithCli(dataDir, file, databaseUrl);
  if (!seeded.output.startsWith(`Imported ${userCount} users; 0 rejected.`)) {
    throw new Error(`The import did not take every user: ${seeded.output.slice(0, 500)}`);
  }
  const emails = Array.from({ length: userCount }, (_, index) => benchUser(index).primaryEmail);
  const inbox = await startCodeInbox();
  try {
    // The per-IP limits protect real deployments; every simulated browser here shares one IP, so
    // the run raises CREDENTIAL_RATE_LIMIT as an operator can. The per-address code limits stay.
    return await withServerProcess(
      dataDir,
      async (server) => {
        const token = await fetchToken(server.url, m2m, { resource: m2m.resource, scope: 'all' });
        const setup = await prepareCodeSignIns(server, token, inbox, emails);
        return loadCodeSignIns(setup, {
          durationSeconds,
          concurrency,
          labelPrefix: `${database}: `,
          budget: budgets.codeSignInsPerSecond,
        });
      },
      { DATABASE_URL: databaseUrl, CREDENTIAL_RATE_LIMIT: '1000000' },
    );
  } finally {
    await inbox.close();
  }
}

export const codeSignIn: Scenario = {
  name: 'code-sign-in',
  description: `complete sign-ins by email code (authorization request → Experience API → code read from a local SMTP server → token), ${concurrency} browsers for ${durationSeconds} s, embedded database`,
  run: () => withTempDir('code-sign-in', (dataDir) => measureOn('embedded', dataDir)),
};

export const codeSignInPostgres: Scenario = {
  name: 'code-sign-in-postgres',
  description: 'the same on a new PostgreSQL database (BENCH_DATABASE_URL)',
  run: () =>
    withBenchDatabase((databaseUrl) =>
      withTempDir('code-sign-in-postgres', (dataDir) =>
        measureOn('PostgreSQL', dataDir, databaseUrl),
      ),
    ),
};
