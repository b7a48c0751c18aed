import { benchRedisUrl, withBenchDatabase } from '../support/bench-database.js';
import { createM2mWithCli, fetchToken } from '../support/management-app.js';
import type { Measurement, Scenario } from '../support/scenario.js';
import { round } from '../support/stats.js';
import { withServerProcess } from '../support/server-process.js';
import { loadSignIns, prepareSignIns } from '../support/sign-in-load.js';
import { withTempDir } from '../support/temp-dir.js';
import { loadTokenEndpoint, tokenLoadConnections } from '../support/token-load.js';

const workerCounts = [1, 2];
const durationSeconds = 10;
const warmUpSeconds = 3;
const signInConcurrency = 16;

/** One server with `workers` processes on a new PostgreSQL database, Redis beside it. */
async function measureWorkers(workers: number): Promise<Measurement[]> {
  return withBenchDatabase((databaseUrl) =>
    withTempDir('scale-out', async (dataDir) => {
      const m2m = createM2mWithCli(dataDir, 'Bench', databaseUrl);
      const environment = {
        WORKERS: String(workers),
        DATABASE_URL: databaseUrl,
        REDIS_URL: benchRedisUrl(),
        LOG_LEVEL: 'warn',
        // Every simulated browser shares one IP.
        CREDENTIAL_RATE_LIMIT: '1000000',
      };
      return withServerProcess(
        dataDir,
        async (server) => {
          const prefix = `WORKERS=${workers}: `;
          const tokens = { url: server.url, ...m2m, form: { resource: m2m.resource, scope: 'all' } };
          // The status route answers once the first worker listens; the warm-up lets the others
          // start and every process compile its hot paths before anything is counted.
          await loadTokenEndpoint('warm-up', tokens, { durationSeconds: warmUpSeconds });
          const tokenRows = await loadTokenEndpoint(`${prefix}Management API app`, tokens, { durationSeconds });
          const token = await fetchToken(server.url, m2m, { resource: m2m.resource, scope: 'all' });
          // The workers are processes of their own: no CPU per sign-in from the primary's pid.
          const signIns = await prepareSignIns({ url: server.url }, token, signInConcurrency);
          const signInRows = await loadSignIns(signIns, { durationSeconds, labelPrefix: prefix });
          return [...tokenRows, ...signInRows];
        },
        environment,
      );
    }),
  );
}

/** What the last worker count achieved relative to one worker, for each rate measured. */
function gains(rows: Measurement[]): Measurement[] {
  const last = workerCounts.at(-1) ?? 1;
  const rateOf = (workers: number, unit: string) =>
    rows.find((row) => row.unit === unit && row.label.startsWith(`WORKERS=${workers}: `))?.value ?? Number.NaN;
  return ['tokens/s', 'sign-ins/s'].map((unit) => ({
    label: `${unit} with WORKERS=${last} ÷ WORKERS=1`,
    value: round(rateOf(last, unit) / rateOf(1, unit), 2),
    unit: '×',
  }));
}

export const scaleOut: Scenario = {
  name: 'scale-out',
  description: `client_credentials tokens/s (${tokenLoadConnections} connections) and password sign-ins/s (${signInConcurrency} browsers), ${durationSeconds} s each, with WORKERS=${workerCounts.join(' and ')} on a new PostgreSQL database with Redis (BENCH_DATABASE_URL, BENCH_REDIS_URL)`,
  run: async () => {
    const rows: Measurement[] = [];
    for (const workers of workerCounts) {
      rows.push(...(await measureWorkers(workers)));
    }
    return [...rows, ...gains(rows)];
  },
};
