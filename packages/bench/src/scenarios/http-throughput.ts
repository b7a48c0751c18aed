import autocannon from 'autocannon';
import { findInitialScripts } from '../support/console-entry.js';
import { budgets } from '../support/budgets.js';
import type { Budget, Measurement, Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { round } from '../support/stats.js';
import { withTempDir } from '../support/temp-dir.js';

const durationSeconds = 10;
const connections = 50;

async function load(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  budget?: Budget,
): Promise<Measurement[]> {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    throw new Error(
      `${name}: ${result.non2xx} non-2xx responses, ${result.errors} errors, ${result.timeouts} timeouts out of ${result.requests.total}.`,
    );
  }
  return [
    {
      label: `${name}: requests/s (mean)`,
      value: round(result.requests.average, 0),
      unit: 'req/s',
      budget,
    },
    { label: `${name}: latency p99`, value: result.latency.p99, unit: 'ms' },
  ];
}

/** The console's own entry module (hashed, long-cached); it comes after the library chunks. */
async function findConsoleAsset(url: string): Promise<string> {
  const response = await fetch(`${url}/console/`);
  if (!response.ok) {
    throw new Error(`GET /console/ answered ${response.status}; is the console built?`);
  }
  const entry = findInitialScripts(await response.text()).modules.at(-1) ?? '';
  return new URL(entry, `${url}/console/`).toString();
}

export const httpThroughput: Scenario = {
  name: 'http-throughput',
  description: `autocannon, ${connections} connections for ${durationSeconds} s each, on GET /api/status and a hashed console asset`,
  run: () =>
    withTempDir('http', (dataDir) =>
      withServerProcess(dataDir, async (server) => {
        const asset = await findConsoleAsset(server.url);
        return [
          ...(await load('GET /api/status', `${server.url}/api/status`, {}, budgets.statusRequestsPerSecond)),
          // Browsers ask for gzip; so does this run, to measure what they get.
          ...(await load('GET console asset', asset, { 'accept-encoding': 'gzip' })),
        ];
      }),
    ),
};
