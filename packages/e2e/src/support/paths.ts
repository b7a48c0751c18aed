import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

/** A workspace output the tests need, and the workspace that builds it. */
export type BuildTarget = { workspace: string; output: string };

export const serverBuild: BuildTarget = {
  workspace: '@tessera/server',
  output: path.join(repoRoot, 'packages/server/dist/main.js'),
};

export const consoleBuild: BuildTarget = {
  workspace: '@tessera/console',
  output: path.join(repoRoot, 'packages/console/dist/index.html'),
};

export const experienceBuild: BuildTarget = {
  workspace: '@tessera/experience',
  output: path.join(repoRoot, 'packages/experience/dist/index.html'),
};
