import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { budgets } from '../support/budgets.js';
import { distFileOf, findInitialScripts, readConsoleIndex } from '../support/console-entry.js';
import type { Scenario } from '../support/scenario.js';
import { round } from '../support/stats.js';

/** JS the console's index.html loads before any route chunk: entry module plus modulepreloads. */
export const consoleFirstLoad: Scenario = {
  name: 'console-first-load',
  description: 'gzip size of the entry module and its modulepreload links in packages/console/dist',
  run: async () => {
    const { entry, preloads } = findInitialScripts(readConsoleIndex());
    const files = [...new Set([entry, ...preloads])].map(distFileOf);
    const gzipBytes = files.reduce((total, file) => total + gzipSync(fs.readFileSync(file)).length, 0);
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
