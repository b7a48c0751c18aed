import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export type BaselineProcess = { url: string; pid: number; stop: () => Promise<void> };

const readyTimeoutMs = 30_000;

/**
 * Starts a baseline server from `src/baselines/` (TypeScript, through tsx) as its own process,
 * so it competes for the same cores the way Tessera's server process does.
 */
export async function startBaseline(name: string): Promise<BaselineProcess> {
  const entry = fileURLToPath(new URL(`../baselines/${name}.ts`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { stdio: ['ignore', 'pipe', 'pipe'] });
  const { pid } = child;
  if (pid === undefined) {
    throw new Error(`The ${name} baseline could not be started.`);
  }
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString('utf8')).slice(-4096);
  });
  const lines = createInterface({ input: child.stdout! });
  const timer = setTimeout(() => child.kill('SIGKILL'), readyTimeoutMs);
  try {
    for await (const line of lines) {
      const port = /^ready (\d+)$/.exec(line)?.[1];
      if (port) {
        return {
          url: `http://127.0.0.1:${port}`,
          pid,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) {
              child.kill('SIGTERM');
              await once(child, 'exit');
            }
          },
        };
      }
    }
  } finally {
    clearTimeout(timer);
  }
  throw new Error(`The ${name} baseline exited before it was ready:\n${errors}`);
}

/** Starts a baseline, runs `use` against it and always stops it. */
export async function withBaseline<T>(name: string, use: (baseline: BaselineProcess) => Promise<T>): Promise<T> {
  const baseline = await startBaseline(name);
  try {
    return await use(baseline);
  } finally {
    await baseline.stop();
  }
}
