import { spawn } from 'node:child_process';
import { findFreePort } from '../../../server/src/testing/free-port.js';
import { serverBuild } from './paths.js';

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  pid: number;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  waitForOutput: (pattern: RegExp, timeoutMs: number) => Promise<RegExpExecArray>;
  waitForExit: (timeoutMs: number) => Promise<Exit>;
  /** SIGTERM, then SIGKILL if it has not exited after the grace period. */
  stop: () => Promise<Exit>;
  /** SIGKILL at once, as a crash or an out-of-memory kill would end it. */
  kill: () => Promise<Exit>;
};

// The server's own variables; tests set them explicitly so the caller's shell cannot leak in.
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
  'CREDENTIAL_RATE_LIMIT',
  'SECRET_VAULT_KEY',
  'TRUST_PROXY',
  'METRICS',
  'RELEASE_CHECK',
  'PROTECTED_APP_DOMAIN',
];

/** One V8 background thread, as `npm start` starts the server on a machine of two cores (scripts/start.mjs). */
const smallV8Pool = () => `${process.env.NODE_OPTIONS ?? ''} --v8-pool-size=1`.trim();

/** Spawns `node packages/server/dist/main.js` with only the given server variables set. */
export function spawnBuiltServer(environment: Record<string, string>): ServerProcess {
  const inherited = Object.entries(process.env).filter(([key]) => !serverVariables.includes(key));
  const child = spawn(process.execPath, [serverBuild.output], {
    // As every start path sets them (docs/decisions.md, "Two malloc arenas", "One V8 background thread").
    env: { ...Object.fromEntries(inherited), MALLOC_ARENA_MAX: '2', NODE_OPTIONS: smallV8Pool(), ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    listeners.forEach((listener) => listener());
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exit = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const withTimeout = <T>(promise: Promise<T>, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`No ${what} within ${timeoutMs} ms. Output:\n${output}`)),
        timeoutMs,
      );
      promise.then(resolve, reject).finally(() => clearTimeout(timer));
    });

  const waitForOutput = (pattern: RegExp, timeoutMs: number) => {
    const found = new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) {
          listeners.delete(check);
          resolve(match);
        }
      };
      listeners.add(check);
      check();
      void exit.then(({ code, signal }) => {
        listeners.delete(check);
        reject(
          new Error(
            `The server exited (${code ?? signal}) before printing ${pattern}. Output:\n${output}`,
          ),
        );
      });
    });
    return withTimeout(found, timeoutMs, `output matching ${pattern}`);
  };

  const waitForExit = (timeoutMs: number) => withTimeout(exit, timeoutMs, 'exit');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      void exit.finally(() => clearTimeout(killer));
    }
    return exit;
  };

  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
    }
    return exit;
  };

  return { pid: child.pid ?? -1, output: () => output, waitForOutput, waitForExit, stop, kill };
}

export type ReadyServer = { process: ServerProcess; url: string; consoleUrl: string };

/** Starts the built server on a free loopback port with the embedded database in `dataDir`. */
export async function startBuiltServer(
  dataDir: string,
  environment: Record<string, string> = {},
): Promise<ReadyServer> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawnBuiltServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    ENDPOINT: url,
    DATA_DIR: dataDir,
    ...environment,
  });
  try {
    const match = await server.waitForOutput(/Tessera is ready\. Console: (\S+)/, 60_000);
    // An answered request proves the start-up code ran to its end (signal handlers included),
    // not just up to the line it printed.
    const status = await fetch(`${url}/api/status`);
    if (status.status !== 204) {
      throw new Error(`GET /api/status answered ${status.status} after the ready line.`);
    }
    return { process: server, url, consoleUrl: match[1] ?? '' };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
