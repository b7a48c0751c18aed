import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { builds, isBuildable, isBuilt, root, runBuild } from './build-steps.mjs';
import { dropUnsupportedRuntimeNotice } from './runtime-notices.mjs';

/**
 * Two malloc arenas, as every server process starts (docs/decisions.md): glibc gives each thread
 * that allocates an arena of its own and keeps what they free, 80–115 MB in the idle server. glibc
 * reads the limit once, when a process starts, so a start without it runs the server in a child
 * process that has it; this one, a bare Node.js of about 8 MB of its own, relays signals and the
 * exit code.
 */
const mallocArenaLimit = '2';

function startWithArenaLimit() {
  const server = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    env: { ...process.env, MALLOC_ARENA_MAX: mallocArenaLimit },
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
if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined) {
  startWithArenaLimit();
} else {
  process.env.LOG_LEVEL ||= 'warn';
  dropUnsupportedRuntimeNotice();
  process.stdout.write('Starting Tessera…\n');
  await import(pathToFileURL(path.join(root, 'packages/server/dist/main.js')).href);
}
