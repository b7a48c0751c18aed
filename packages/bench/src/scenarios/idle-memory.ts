import { setTimeout as sleep } from 'node:timers/promises';
import { budgets } from '../support/budgets.js';
import { readProcessMemory, type ProcessMemory } from '../support/process-memory.js';
import type { Measurement, Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { round } from '../support/stats.js';
import { withTempDir } from '../support/temp-dir.js';

const idleMs = 2000;

const idleMemoryOf = (dataDir: string) =>
  withServerProcess(dataDir, async (server) => {
    await sleep(idleMs);
    return readProcessMemory(server.pid);
  });

const megabytes = (bytes: number) => round(bytes / 1e6);
const mebibytes = (bytes: number) => Math.round(bytes / 2 ** 20);

const idleRss = (when: string, memory: ProcessMemory): Measurement => ({
  label: `idle RSS, ${when} (${mebibytes(memory.residentBytes)} MiB)`,
  value: megabytes(memory.residentBytes),
  unit: 'MB',
  budget: budgets.idleResidentMb,
});

/**
 * Resident memory of an idle server with the embedded database, on the first start (which
 * creates the database) and on a restart. The first start's peak has a budget of its own: it sizes the smallest host.
 */
export const idleMemory: Scenario = {
  name: 'idle-memory',
  description: `resident set size ${idleMs} ms after ready, first start and restart, embedded database`,
  run: () =>
    withTempDir('memory', async (dataDir) => {
      const firstStart = await idleMemoryOf(dataDir);
      const restart = await idleMemoryOf(dataDir);
      return [
        idleRss('first start (creates the data dir)', firstStart),
        idleRss('restart on the existing data dir', restart),
        {
          label: `peak RSS during the first start (${mebibytes(firstStart.peakResidentBytes)} MiB)`,
          value: megabytes(firstStart.peakResidentBytes),
          unit: 'MB',
          budget: budgets.firstStartPeakResidentMb,
        },
      ];
    }),
};
