import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { repoRoot, type BuildTarget } from './paths.js';

/** Builds a workspace once when its output is missing, so the suite also runs from a clean checkout. */
export function ensureBuilt(target: BuildTarget) {
  if (fs.existsSync(target.output)) {
    return;
  }
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0 || !fs.existsSync(target.output)) {
    throw new Error(
      `Building ${target.workspace} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}
