import type { Budget } from './scenario.js';

/**
 * The Budgets table of ARCHITECTURE.md, in the units the scenarios report.
 * Sizes use decimal units (1 KB = 1000 bytes, 1 MB = 10^6 bytes), the stricter reading.
 */
export const budgets = {
  startToReadyMs: { comparison: 'below', limit: 3000 },
  idleResidentMb: { comparison: 'below', limit: 400 },
  consoleFirstLoadGzipKb: { comparison: 'below', limit: 250 },
  clientCredentialsPerSecond: { comparison: 'at-least', limit: 1500 },
  passwordSignInsPerSecond: { comparison: 'at-least', limit: 40 },
} as const satisfies Record<string, Budget>;
