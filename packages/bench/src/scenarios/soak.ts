import { createM2mWithCli, fetchToken, managementApi } from '../support/management-app.js';
import { createMixedLoad, runAtRate, runClosedLoop, type SendNext } from '../support/mixed-load.js';
import type { Measurement, Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { startSoakSampler, type SoakSample } from '../support/soak-sampler.js';
import { median, round } from '../support/stats.js';
import { withTempDir } from '../support/temp-dir.js';

const capacityConnections = 8;
const capacitySeconds = 10;
const warmUpSeconds = 3;
const loadShare = 0.5;
const sampleSeconds = 10;
const maxInFlight = 32;
/** Flat means within this many percent between the start and the end of the soak. */
const flatPercent = 10;

/** `BENCH_SOAK_MINUTES` shortens the soak for a local run; the benchmark itself is 10 minutes. */
const soakMinutes = () => {
  const value = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
  if (!Number.isFinite(value) || value < 1) {
    throw new Error('BENCH_SOAK_MINUTES must be a number of minutes, 1 or more.');
  }
  return value;
};

const mean = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

async function measureCapacity(sendNext: SendNext) {
  await runClosedLoop(sendNext, capacityConnections, warmUpSeconds * 1000, () => undefined);
  let answered = 0;
  let failed = 0;
  const started = performance.now();
  await runClosedLoop(sendNext, capacityConnections, capacitySeconds * 1000, (outcome) => {
    if (outcome.ok) {
      answered++;
    } else {
      failed++;
    }
  });
  if (failed > 0) {
    throw new Error(`${failed} requests failed while measuring capacity.`);
  }
  return answered / ((performance.now() - started) / 1000);
}

function judgeSoak(samples: SoakSample[], totalErrors: number): Measurement[] {
  const windowsPerMinute = 60 / sampleSeconds;
  const half = Math.floor(samples.length / 2);
  const firstHalf = mean(samples.slice(0, half).map((sample) => sample.requestsPerSecond));
  const secondHalf = mean(samples.slice(half).map((sample) => sample.requestsPerSecond));
  const firstMinute = samples.slice(0, windowsPerMinute);
  const lastMinute = samples.slice(-windowsPerMinute);
  const firstRss = median(firstMinute.map((sample) => sample.residentMib));
  const lastRss = median(lastMinute.map((sample) => sample.residentMib));
  // Database files are left out: the engine keeps those it has touched open, up to a bound.
  // Other descriptors may still rise while the first minutes warm up; a leak keeps rising
  // through the second half.
  const middleMinute = samples.slice(half, half + windowsPerMinute);
  const middleHandles = median(middleMinute.map((sample) => sample.openHandles));
  const lastHandles = median(lastMinute.map((sample) => sample.openHandles));
  const series = (pick: (sample: SoakSample) => number) =>
    samples.map((sample) => round(pick(sample), 1));
  /** The first and the last minute of one sampled figure (median of its windows); the series goes with the first. */
  const firstAndLastMinute = (
    what: string,
    unit: string,
    digits: number,
    pick: (sample: SoakSample) => number,
  ): Measurement[] => [
    {
      label: `${what}, first minute (median of windows)`,
      value: round(median(firstMinute.map(pick)), digits),
      unit,
      samples: series(pick),
    },
    { label: `${what}, last minute (median of windows)`, value: round(median(lastMinute.map(pick)), digits), unit },
  ];
  return [
    {
      label: 'errors (failed or non-2xx requests)',
      value: totalErrors,
      unit: 'requests',
      budget: { comparison: 'below', limit: 1 },
    },
    {
      label: 'throughput, first half',
      value: round(firstHalf, 0),
      unit: 'req/s',
      samples: series((sample) => sample.requestsPerSecond),
    },
    { label: 'throughput, second half', value: round(secondHalf, 0), unit: 'req/s' },
    {
      label: 'throughput drop, second half vs first',
      value: round(((firstHalf - secondHalf) / firstHalf) * 100, 1),
      unit: '%',
      budget: { comparison: 'below', limit: flatPercent },
    },
    ...firstAndLastMinute('latency p99', 'ms', 1, (sample) => sample.p99Ms),
    ...firstAndLastMinute('server CPU per request', 'ms', 2, (sample) => sample.cpuMsPerRequest),
    {
      label: 'RSS, first minute (median)',
      value: round(firstRss, 0),
      unit: 'MiB',
      samples: series((sample) => sample.residentMib),
    },
    { label: 'RSS, last minute (median)', value: round(lastRss, 0), unit: 'MiB' },
    {
      label: 'RSS growth, last minute vs first',
      value: round(((lastRss - firstRss) / firstRss) * 100, 1),
      unit: '%',
      budget: { comparison: 'below', limit: flatPercent },
    },
    {
      label:
        'open fds (sockets and database files aside), growth from the middle minute to the last (medians)',
      value: lastHandles - middleHandles,
      unit: 'fds',
      budget: { comparison: 'below', limit: 1 },
      samples: series((sample) => sample.openHandles),
    },
    {
      label: 'open database files, first minute (median)',
      value: median(firstMinute.map((sample) => sample.openDataFiles)),
      unit: 'files',
      samples: series((sample) => sample.openDataFiles),
    },
    {
      label: 'open database files, last minute (median)',
      value: median(lastMinute.map((sample) => sample.openDataFiles)),
      unit: 'files',
    },
  ];
}

export const soak: Scenario = {
  name: 'soak',
  description: `mixed load (client_credentials tokens, Management API lists, role writes): capacity with ${capacityConnections} connections for ${capacitySeconds} s, then ${loadShare * 100} % of it at a fixed rate for 10 minutes (BENCH_SOAK_MINUTES); sampled every ${sampleSeconds} s`,
  onlyWhenAsked: true,
  run: () =>
    withTempDir('soak', async (dataDir) => {
      const minutes = soakMinutes();
      const m2m = createM2mWithCli(dataDir, 'Soak');
      return withServerProcess(dataDir, async (server) => {
        const managementToken = await fetchToken(server.url, m2m, {
          resource: m2m.resource,
          scope: 'all',
        });
        const role = await managementApi(server.url, managementToken)<{ id: string }>(
          'POST',
          '/roles',
          {
            name: 'Soak updated role',
            description: 'Updated by the soak load',
          },
        );
        const sendNext = createMixedLoad({
          url: server.url,
          managementToken,
          m2m,
          roleId: role.id,
        });

        const capacity = await measureCapacity(sendNext);
        const rate = capacity * loadShare;
        process.stdout.write(
          `  capacity ${round(capacity, 0)} req/s; soaking at ${round(rate, 0)} req/s for ${minutes} min\n`,
        );
        const sampler = startSoakSampler(server.pid, dataDir, sampleSeconds * 1000, (sample) =>
          process.stdout.write(
            `  ${String(sample.atSeconds).padStart(4)} s  ${round(sample.requestsPerSecond, 0)} req/s  p99 ${round(sample.p99Ms, 1)} ms  RSS ${round(sample.residentMib, 0)} MiB  fds ${sample.openHandles} + ${sample.openSockets} sockets + ${sample.openDataFiles} database files  CPU ${round(sample.cpuMsPerRequest, 2)} ms/req  errors ${sample.errors}\n`,
          ),
        );
        const { missed } = await runAtRate(
          sendNext,
          { ratePerSecond: rate, durationMs: minutes * 60_000, maxInFlight },
          sampler.record,
        );
        const { samples, totalErrors, errorStatuses } = await sampler.stop();
        if (totalErrors > 0) {
          process.stdout.write(`  failed requests by status: ${JSON.stringify(errorStatuses)}\n`);
        }
        return [
          {
            label: `capacity (${capacityConnections} connections, ${capacitySeconds} s)`,
            value: round(capacity, 0),
            unit: 'req/s',
          },
          { label: `soak rate (${minutes} min)`, value: round(rate, 0), unit: 'req/s' },
          {
            label: `requests skipped (all ${maxInFlight} in flight)`,
            value: missed,
            unit: 'requests',
          },
          ...judgeSoak(samples, totalErrors),
        ];
      });
    }),
};
