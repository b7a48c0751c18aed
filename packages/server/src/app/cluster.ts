import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { prepareDatabase } from '../bootstrap/prepare-database.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { loadVaultKey } from '../utils/secret-vault.js';

export type ClusterPrimary = {
  /** Resolves once every worker listens; rejects with a WorkerStartError if one exits before. */
  ready: Promise<void>;
  /** Stops every worker (SIGTERM, then SIGKILL after the grace period); true when all exited 0. */
  stop: () => Promise<boolean>;
};

/**
 * One V8 background thread per worker on a machine of at most two cores, as `npm start` gives the
 * server (scripts/start.mjs), unless NODE_OPTIONS already sizes the pool.
 */
const workerNodeOptions = (): { NODE_OPTIONS?: string } => {
  const inherited = process.env.NODE_OPTIONS ?? '';
  if (os.availableParallelism() > 2 || inherited.includes('--v8-pool-size')) {
    return {};
  }
  return { NODE_OPTIONS: `${inherited} --v8-pool-size=1`.trim() };
};

/** A worker that lived this long had started fine: the delay before its replacement starts over. */
const healthyAfterMs = 30_000;
const firstRestartDelayMs = 500;
const maxRestartDelayMs = 30_000;
/** Beyond the workers' own shutdown timeout, how long a stop waits before SIGKILL. */
const killGraceMs = 5_000;

export class WorkerStartError extends Error {
  constructor(code: number | null, signal: string | null) {
    super(`A worker exited while starting (${code ?? signal}); its output above says why.`);
    this.name = 'WorkerStartError';
  }
}

/**
 * How long to wait before replacing a worker that lived `livedMs`: 0.5 s after a healthy life,
 * doubling (up to 30 s) while replacements keep dying young, so a crash loop does not spin.
 */
export const nextRestartDelay = (previousDelayMs: number, livedMs: number) =>
  livedMs >= healthyAfterMs
    ? firstRestartDelayMs
    : Math.min(maxRestartDelayMs, Math.max(firstRestartDelayMs, previousDelayMs * 2));

export const isClusterWorker = () => cluster.isWorker;

/**
 * Runs the primary of `WORKERS` server processes sharing one port (node:cluster). Migrations and
 * the first-start data run here once before any worker exists, and the secret vault's key file is
 * created, so workers never race on them. A worker that dies is replaced after a delay that
 * doubles while workers keep dying young.
 */
export async function startClusterPrimary(
  config: Config,
  logger: Logger,
  workerEntry: string,
): Promise<ClusterPrimary> {
  const database = await prepareDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, logger);
  await database.close();
  loadVaultKey(config.secretVaultKey, config.dataDir);

  cluster.setupPrimary({ exec: workerEntry, args: [] });
  const startedAt = new Map<Worker, number>();
  let stopping = false;
  let restartDelayMs = 0;
  let pendingRestart: NodeJS.Timeout | undefined;
  let listening = 0;
  let everReady = false;
  let settleReady: (error?: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    settleReady = (error) => (error ? reject(error) : resolve());
  });

  const fork = () => {
    // glibc reads the arena limit, and V8 its pool size, only at a process start: each worker is
    // given them, so a primary started without them still starts its workers as `npm start` would
    // (docs/decisions.md).
    const worker = cluster.fork({ MALLOC_ARENA_MAX: String(config.mallocArenaMax), ...workerNodeOptions() });
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      logger.info({ worker: worker.id, pid: worker.process.pid }, 'worker listening');
      listening += 1;
      if (listening === config.workers && !everReady) {
        everReady = true;
        settleReady();
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      return;
    }
    if (!everReady) {
      // A worker that cannot start (port taken, database unreachable) fails the whole start.
      settleReady(new WorkerStartError(code, signal));
      return;
    }
    restartDelayMs = nextRestartDelay(restartDelayMs, lived);
    logger.error(
      { worker: worker.id, pid: worker.process.pid, code, signal, livedMs: lived, restartInMs: restartDelayMs },
      'worker exited; starting a new one',
    );
    pendingRestart = setTimeout(() => {
      pendingRestart = undefined;
      if (!stopping) {
        fork();
      }
    }, restartDelayMs);
  });

  for (let index = 0; index < config.workers; index++) {
    fork();
  }

  const stop = async () => {
    stopping = true;
    clearTimeout(pendingRestart);
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    const codes = await Promise.all(
      workers.map(
        (worker) =>
          new Promise<number | null>((resolve) => {
            if (worker.isDead()) {
              resolve(worker.process.exitCode);
              return;
            }
            const killer = setTimeout(() => worker.process.kill('SIGKILL'), config.shutdownTimeoutMs + killGraceMs);
            worker.once('exit', (code) => {
              clearTimeout(killer);
              resolve(code);
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    return codes.every((code) => code === 0);
  };

  return { ready, stop };
}
