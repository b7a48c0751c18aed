import { budgets } from '../support/budgets.js';
import { experienceFrontEnd, firstLoad } from '../support/console-entry.js';
import type { Scenario } from '../support/scenario.js';
import { round } from '../support/stats.js';

/**
 * JS the sign-in app's index.html loads before any lazy chunk (the theme script, the entry, its
 * modulepreloads and their static imports): what a user waits for before the sign-in form.
 */
export const experienceFirstLoad: Scenario = {
  name: 'experience-first-load',
  description:
    'gzip size of the scripts and modulepreloads of packages/experience/dist/index.html, with their static imports',
  run: async () => {
    const { files, gzipBytes } = firstLoad(experienceFrontEnd);
    return [
      {
        label: `sign-in app first-load JS, gzip (${files.length} files)`,
        value: round(gzipBytes / 1000),
        unit: 'KB',
        budget: budgets.experienceFirstLoadGzipKb,
      },
    ];
  },
};
