import { withBenchDatabase } from '../support/bench-database.js';
import { budgets } from '../support/budgets.js';
import { measureLatencies } from '../support/latency.js';
import { seedLogsOnEmbedded, seedLogsOnPostgres } from '../support/log-seed.js';
import { createM2mWithCli, fetchToken } from '../support/management-app.js';
import type { Measurement, Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { round } from '../support/stats.js';
import { withTempDir } from '../support/temp-dir.js';

const logCount = 1_000_000;
const requests = 300;
const warmUp = 30;
/** Pages asked for in turn: the first, a few deep ones, and one filtered by key. */
const pages = ['/logs?page=1', '/logs?page=10', '/logs?page=50&page_size=20', '/logs?page=5&logKey=ExchangeTokenBy.RefreshToken'];

async function measureOn(database: 'embedded' | 'PostgreSQL', dataDir: string, databaseUrl = ''): Promise<Measurement[]> {
  // The CLI migrates the new database (logs table included) before the rows go in.
  const m2m = createM2mWithCli(dataDir, 'Bench', databaseUrl);
  const started = performance.now();
  await (databaseUrl ? seedLogsOnPostgres(databaseUrl, logCount) : seedLogsOnEmbedded(dataDir, logCount));
  const seedSeconds = (performance.now() - started) / 1000;
  return withServerProcess(
    dataDir,
    async (server) => {
      const token = await fetchToken(server.url, m2m, { resource: m2m.resource, scope: 'all' });
      let next = 0;
      const page = await measureLatencies(() => pages[next++ % pages.length]!, { baseUrl: server.url, token, requests, warmUp });
      return [
        { label: `${database}: seeding ${logCount} log rows (one SQL statement)`, value: round(seedSeconds, 1), unit: 's' },
        { label: `${database}: GET /api/logs?page=… p99`, value: page.p99, unit: 'ms', budget: budgets.logListPageP99Ms, samples: page.samples },
        { label: `${database}: GET /api/logs?page=… median`, value: page.median, unit: 'ms' },
      ];
    },
    { DATABASE_URL: databaseUrl },
  );
}

export const logsAtScaleEmbedded: Scenario = {
  name: 'logs-at-scale-embedded',
  description: `${logCount} audit log rows on the embedded database, then log list pages, ${requests} requests`,
  onlyWhenAsked: true,
  run: () => withTempDir('logs-embedded', (dataDir) => measureOn('embedded', dataDir)),
};

export const logsAtScalePostgres: Scenario = {
  name: 'logs-at-scale-postgres',
  description: `the same on a new PostgreSQL database (BENCH_DATABASE_URL)`,
  onlyWhenAsked: true,
  run: () =>
    withBenchDatabase((databaseUrl) => withTempDir('logs-postgres', (dataDir) => measureOn('PostgreSQL', dataDir, databaseUrl))),
};
