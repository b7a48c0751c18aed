import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace root, whatever directory the benchmark was started from. */
export const repoRoot = path.resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

export const serverEntry = path.join(repoRoot, 'packages/server/dist/main.js');
export const consoleDist = path.join(repoRoot, 'packages/console/dist');
export const experienceDist = path.join(repoRoot, 'packages/experience/dist');
export const resultsFile = path.join(repoRoot, 'bench-results/latest.json');
export const cliEntry = path.join(repoRoot, 'packages/server/dist/cli.js');
