import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What `npm start` needs built, and how to build each. */
export const builds = [
  { name: 'console', output: 'packages/console/dist/index.html', workspace: '@tessera/console' },
  {
    name: 'sign-in app',
    output: 'packages/experience/dist/index.html',
    workspace: '@tessera/experience',
    optional: 'packages/experience/index.html',
  },
  { name: 'server', output: 'packages/server/dist/main.js', workspace: '@tessera/server' },
];

const seconds = (ms) =>
  ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;

/**
 * Runs one step as a child process and reports it on one line: "Building the console… done in
 * 12 s". The step's own output is kept back and printed only when it fails (or with `verbose`).
 * Resolves with the exit code; never exits the process itself.
 */
export function runStep(step, { out = process.stdout, verbose = false } = {}) {
  const started = performance.now();
  out.write(`${step.title}…${verbose ? '\n' : ' '}`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: step.cwd ?? root,
      env: step.env ?? process.env,
      stdio: ['ignore', verbose ? 'inherit' : 'pipe', verbose ? 'inherit' : 'pipe'],
    });
    const captured = [];
    child.stdout?.on('data', (chunk) => captured.push(chunk));
    child.stderr?.on('data', (chunk) => captured.push(chunk));
    const finish = (code, reason) => {
      const took = seconds(performance.now() - started);
      if (code === 0) {
        out.write(`${verbose ? `${step.title}: ` : ''}done in ${took}\n`);
      } else {
        out.write(`${verbose ? `${step.title}: ` : ''}failed after ${took} (${reason})\n`);
        if (captured.length > 0) {
          out.write(`\n${Buffer.concat(captured).toString('utf8').trimEnd()}\n\n`);
        }
      }
      resolve(code);
    };
    child.once('error', (error) => finish(1, error.message));
    child.once('close', (code, signal) =>
      finish(code ?? 1, signal ? `signal ${signal}` : `exit code ${code}`),
    );
  });
}

/** Builds one workspace; a failed build ends the process with its exit code. */
export async function runBuild(build, options = {}) {
  const code = await runStep(
    {
      title: `Building the ${build.name}`,
      command: 'npm',
      args: ['run', 'build', '-w', build.workspace],
    },
    options,
  );
  if (code !== 0) {
    process.exit(code);
  }
}

export const isBuildable = (step) => !step.optional || existsSync(path.join(root, step.optional));
export const isBuilt = (step) => existsSync(path.join(root, step.output));
