import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { builds, isBuildable, isBuilt, root, runBuild } from './build-steps.mjs';
import { dropUnsupportedRuntimeNotice } from './runtime-notices.mjs';

/**
 * Two settings every server process starts with (docs/decisions.md), read by glibc and V8 only when
 * a process starts, so a start without them runs the server in a child process that has them; this
 * one, a bare Node.js of about 8 MB of its own, relays signals and the exit code.
 * - Two malloc arenas (Linux): glibc gives each thread that allocates an arena of its own and keeps
 *   what they free, 80–115 MB in the idle server.
 * - One V8 background thread on a machine of at most two cores, instead of Node's four: they
 *   compete with the two threads that serve anyway, and each keeps memory of its own (25–35 MB less
 *   idle RSS, no throughput the benchmarks could tell apart).
 */
const mallocArenaLimit = '2';
const smallV8Pool = '--v8-pool-size=1';

const needsArenaLimit = process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined;
const needsSmallV8Pool =
  os.availableParallelism() <= 2 && !(process.env.NODE_OPTIONS ?? '').includes('--v8-pool-size');

function startWithProcessSettings() {
  const nodeOptions = needsSmallV8Pool ? `${process.env.NODE_OPTIONS ?? ''} ${smallV8Pool}`.trim() : process.env.NODE_OPTIONS;
  const server = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    env: {
      ...process.env,
      ...(process.platform === 'linux' ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? mallocArenaLimit } : {}),
      ...(nodeOptions === undefined ? {} : { NODE_OPTIONS: nodeOptions }),
    },
    stdio: 'inherit',
  });
  // A terminal's Ctrl-C reaches both processes; the server stops once however often it is asked.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.kill(signal));
  }
  server.once('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
}

// Build only what is missing (one line per build; its output only if it fails), then run the
// server. Quick starts show warnings and errors only, unless LOG_LEVEL says more.
for (const step of builds.filter((item) => isBuildable(item) && !isBuilt(item))) {
  await runBuild(step);
}
if (needsArenaLimit || needsSmallV8Pool) {
  startWithProcessSettings();
} else {
  process.env.LOG_LEVEL ||= 'warn';
  dropUnsupportedRuntimeNotice();
  process.stdout.write('Starting Tessera…\n');
  await import(pathToFileURL(path.join(root, 'packages/server/dist/main.js')).href);
}
