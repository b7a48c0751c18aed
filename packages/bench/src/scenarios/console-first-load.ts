import { budgets } from '../support/budgets.js';
import { consoleFrontEnd, firstLoad } from '../support/console-entry.js';
import type { Scenario } from '../support/scenario.js';
import { round } from '../support/stats.js';

/**
 * JS the console's index.html loads before any lazy chunk: its scripts, modulepreloads and
 * whatever those import statically.
 */
export const consoleFirstLoad: Scenario = {
  name: 'console-first-load',
  description:
    'gzip size of the scripts and modulepreloads of packages/console/dist/index.html, with their static imports',
  run: async () => {
    const { files, gzipBytes } = firstLoad(consoleFrontEnd);
    return [
      {
        label: `console first-load JS, gzip (${files.length} files)`,
        value: round(gzipBytes / 1000),
        unit: 'KB',
        budget: budgets.consoleFirstLoadGzipKb,
      },
    ];
  },
};
