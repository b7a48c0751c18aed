import path from 'node:path';
import { withBenchDatabase } from '../support/bench-database.js';
import { budgets } from '../support/budgets.js';
import { measureLatencies } from '../support/latency.js';
import { createM2mWithCli, fetchToken } from '../support/management-app.js';
import type { Measurement, Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { withTempDir } from '../support/temp-dir.js';
import { round } from '../support/stats.js';
import { importUsersWithCli, searchTerms, writeUserFile } from '../support/user-seed.js';

const userCount = 100_000;
const requests = 200;
const warmUp = 20;

/** Seeds through `users import`, then times the list page and the substring search one request at a time. */
async function measureOn(database: 'embedded' | 'PostgreSQL', dataDir: string, databaseUrl = ''): Promise<Measurement[]> {
  const file = path.join(dataDir, 'users.json');
  writeUserFile(file, userCount);
  const m2m = createM2mWithCli(dataDir, 'Bench', databaseUrl);
  const seeded = importUsersWithCli(dataDir, file, databaseUrl);
  if (!seeded.output.startsWith(`Imported ${userCount} users; 0 rejected.`)) {
    throw new Error(`The import did not take every user: ${seeded.output.slice(0, 500)}`);
  }
  return withServerProcess(
    dataDir,
    async (server) => {
      const token = await fetchToken(server.url, m2m, { resource: m2m.resource, scope: 'all' });
      const options = { baseUrl: server.url, token, requests, warmUp };
      const page = await measureLatencies(() => '/users?page=50&page_size=20', options);
      const terms = searchTerms(requests + warmUp, userCount);
      let next = 0;
      const search = await measureLatencies(
        () => `/users?search=${encodeURIComponent(`%${terms[next++ % terms.length]}%`)}`,
        options,
      );
      return [
        { label: `${database}: import of ${userCount} users (CLI, digests)`, value: round(seeded.seconds, 1), unit: 's', budget: budgets.userImportSeconds },
        { label: `${database}: GET /api/users?page=50&page_size=20 p99`, value: page.p99, unit: 'ms', budget: budgets.userListPageP99Ms, samples: page.samples },
        { label: `${database}: GET /api/users?search=%…% p99`, value: search.p99, unit: 'ms', budget: budgets.userSearchP99Ms, samples: search.samples },
        { label: `${database}: user list page / search median`, value: page.median, unit: `ms / ${search.median} ms` },
      ];
    },
    { DATABASE_URL: databaseUrl },
  );
}

/** One scenario per database, so each runs (and is re-run) on its own with `--only`. */
export const usersAtScaleEmbedded: Scenario = {
  name: 'users-at-scale-embedded',
  description: `${userCount} users seeded through \`users import\` on the embedded database, then the list page 50 and substring searches, ${requests} requests each`,
  onlyWhenAsked: true,
  run: () => withTempDir('users-embedded', (dataDir) => measureOn('embedded', dataDir)),
};

export const usersAtScalePostgres: Scenario = {
  name: 'users-at-scale-postgres',
  description: `the same on a new PostgreSQL database (BENCH_DATABASE_URL)`,
  onlyWhenAsked: true,
  run: () =>
    withBenchDatabase((databaseUrl) =>
      withTempDir('users-postgres', (dataDir) => measureOn('PostgreSQL', dataDir, databaseUrl)),
    ),
};
