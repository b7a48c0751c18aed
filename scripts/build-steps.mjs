import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What `npm start` needs built, and how to build each. */
export const builds = [
  { name: 'console', output: 'packages/console/dist/index.html', workspace: '@tessera/console' },
  { name: 'sign-in app', output: 'packages/experience/dist/index.html', workspace: '@tessera/experience', optional: 'packages/experience/index.html' },
  { name: 'server', output: 'packages/server/dist/main.js', workspace: '@tessera/server' },
];

export function runBuild(step) {
  process.stdout.write(`Building the ${step.name}…\n`);
  const result = spawnSync('npm', ['run', 'build', '-w', step.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

export const isBuildable = (step) => !step.optional || existsSync(path.join(root, step.optional));
export const isBuilt = (step) => existsSync(path.join(root, step.output));
