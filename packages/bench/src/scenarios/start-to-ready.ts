import { budgets } from '../support/budgets.js';
import type { Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { median, round } from '../support/stats.js';
import { withTempDir } from '../support/temp-dir.js';

const timedStarts = 3;

/** `npm start` on an existing data dir: the first start creates it and is not counted. */
export const startToReady: Scenario = {
  name: 'start-to-ready',
  description: `median wall time from spawn to GET /api/status 204 over ${timedStarts} starts on an existing data dir`,
  run: () =>
    withTempDir('start', async (dataDir) => {
      await withServerProcess(dataDir, async () => undefined);
      const times: number[] = [];
      for (let start = 0; start < timedStarts; start++) {
        times.push(await withServerProcess(dataDir, async (server) => server.startToReadyMs));
      }
      return [
        {
          label: `start to ready, existing data dir (median of ${timedStarts})`,
          value: round(median(times), 0),
          unit: 'ms',
          budget: budgets.startToReadyMs,
          samples: times.map((time) => round(time, 0)),
        },
      ];
    }),
};
