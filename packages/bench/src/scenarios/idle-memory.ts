import { setTimeout as sleep } from 'node:timers/promises';
import { budgets } from '../support/budgets.js';
import { readResidentBytes } from '../support/process-memory.js';
import type { Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { round } from '../support/stats.js';
import { withTempDir } from '../support/temp-dir.js';

const idleMs = 2000;

export const idleMemory: Scenario = {
  name: 'idle-memory',
  description: `resident set size of the server process ${idleMs} ms after ready, embedded database`,
  run: () =>
    withTempDir('memory', (dataDir) =>
      withServerProcess(dataDir, async (server) => {
        await sleep(idleMs);
        const bytes = await readResidentBytes(server.pid);
        const mebibytes = Math.round(bytes / 2 ** 20);
        return [
          {
            label: `idle RSS after ready + 2 s, embedded database (${mebibytes} MiB)`,
            value: round(bytes / 1e6),
            unit: 'MB',
            budget: budgets.idleResidentMb,
          },
        ];
      }),
    ),
};
