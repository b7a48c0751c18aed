import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from './free-port.js';
import { serverEntry } from './paths.js';

export type ServerProcess = {
  pid: number;
  url: string;
  /** Wall time from spawn until `GET /api/status` answered 204. */
  startToReadyMs: number;
  /** Sends SIGTERM and resolves with the exit code (SIGKILL after the grace period). */
  stop: () => Promise<number | null>;
};

// Variables the server reads; the benchmark sets them itself so the caller's shell cannot skew a run.
const serverVariables = [
  'PORT',
  'HOST',
  'ENDPOINT',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'EDITION',
  'LOG_LEVEL',
  'CONSOLE_DIST',
  'EXPERIENCE_DIST',
  'DEV_FEATURES',
  'SHUTDOWN_TIMEOUT_MS',
  'WORKERS',
];
const readyTimeoutMs = 60_000;
const stopGraceMs = 15_000;
const outputLimit = 16_384;

/** `BENCH_PROFILE_DIR=dir` writes a CPU profile of every server process there (`--cpu-prof`). */
const profilingArguments = () => {
  const dir = process.env.BENCH_PROFILE_DIR;
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  return [...flags, ...(dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [])];
};

const baseEnvironment = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !serverVariables.includes(key)));

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(child.exitCode);
      return;
    }
    child.once('exit', (code) => resolve(code));
  });

async function answersStatus(url: string) {
  try {
    const response = await fetch(`${url}/api/status`, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.status === 204;
  } catch {
    return false;
  }
}

export function assertServerBuilt() {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(
      `${serverEntry} is missing. Run \`npm run build\` (or \`npm run bench\` at the root).`,
    );
  }
}

/**
 * Spawns the built server on 127.0.0.1 with the embedded database in `dataDir` and waits
 * until it answers `GET /api/status` with 204.
 */
export async function startServerProcess(
  dataDir: string,
  environment: Record<string, string> = {},
): Promise<ServerProcess> {
  assertServerBuilt();
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...profilingArguments(), serverEntry], {
    env: {
      ...baseEnvironment(),
      PORT: String(port),
      HOST: '127.0.0.1',
      ENDPOINT: url,
      DATA_DIR: dataDir,
      // As every start path sets it (docs/decisions.md, "Two malloc arenas").
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      // As `npm start` starts it on a machine of two cores (scripts/start.mjs).
      NODE_OPTIONS: process.env.NODE_OPTIONS ?? '--v8-pool-size=1',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-outputLimit);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = exited(child);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) {
      return child.exitCode;
    }
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
    const code = await exit;
    clearTimeout(killer);
    return code;
  };

  while (!(await answersStatus(url))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`,
      );
    }
    if (performance.now() - started > readyTimeoutMs) {
      await stop();
      throw new Error(`The server was not ready within ${readyTimeoutMs} ms:\n${output}`);
    }
    await sleep(10);
  }
  const startToReadyMs = performance.now() - started;
  if (child.pid === undefined) {
    throw new Error('The server process has no pid.');
  }
  return { pid: child.pid, url, startToReadyMs, stop };
}

/** Starts a server, runs `use` against it and always stops it; a non-zero exit on stop is an error. */
export async function withServerProcess<T>(
  dataDir: string,
  use: (server: ServerProcess) => Promise<T>,
  environment: Record<string, string> = {},
): Promise<T> {
  const server = await startServerProcess(dataDir, environment);
  let result: T;
  try {
    result = await use(server);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const code = await server.stop();
  if (code !== 0) {
    throw new Error(`The server exited with ${code} on SIGTERM.`);
  }
  return result;
}
