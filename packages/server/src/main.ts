import { fileURLToPath } from 'node:url';
import { consoleBasePath } from '@tessera/schemas';
import { isClusterWorker, startClusterPrimary, WorkerStartError } from './app/cluster.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirError } from './db/data-dir.js';
import { MigrationError } from './db/migrate.js';
import { startTessera } from './app/start-server.js';
import { createLogger } from './logger.js';

const started = performance.now();

const fail = (message: string): never => {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
};

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return error instanceof ConfigError ? fail(error.message) : fail(String(error));
  }
})();
const worker = isClusterWorker();
const logger = worker ? createLogger(config.logLevel).child({ pid: process.pid }) : createLogger(config.logLevel);
// With WORKERS > 1 this process is the primary: it prepares the database and supervises workers,
// which run this same file as single servers.
const primary = config.workers > 1 && !worker;

// Signals are handled from the first moment: one that arrives while starting waits for the start
// to finish, then stops cleanly, so the embedded database is never left half-closed.
let running: { stop: () => Promise<boolean> } | undefined;
let pendingSignal: string | undefined;
let stopping = false;

const shutdown = (signal: string) => {
  if (!running) {
    pendingSignal = signal;
    return;
  }
  if (stopping) {
    return;
  }
  stopping = true;
  logger.info({ signal }, 'shutting down');
  running.stop().then(
    (clean) => process.exit(clean ? 0 : 1),
    (error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

try {
  if (primary) {
    const cluster = await startClusterPrimary(config, logger, fileURLToPath(import.meta.url));
    running = cluster;
    await cluster.ready;
    logger.info({ port: config.port, workers: config.workers, readyMs: Math.round(performance.now() - started) }, 'ready');
  } else {
    const tessera = await startTessera(config, logger);
    running = { stop: () => tessera.stop().then(() => true) };
    const readyMs = Math.round(performance.now() - started);
    logger.info(
      { port: tessera.running.port, edition: config.edition, database: tessera.context.database.kind, readyMs },
      'ready',
    );
  }
  if (!worker) {
    process.stdout.write(`\nTessera is ready. Console: ${config.endpoint}${consoleBasePath}\n\n`);
  }
  if (pendingSignal) {
    shutdown(pendingSignal);
  }
} catch (error) {
  if (error instanceof DataDirError || error instanceof MigrationError || error instanceof WorkerStartError) {
    await running?.stop();
    fail(error.message);
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    fail(`Port ${config.port} is already in use. Stop the other process or set PORT.`);
  }
  logger.fatal({ err: error }, 'start failed');
  process.exit(1);
}
