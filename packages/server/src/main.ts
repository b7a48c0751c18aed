import { consoleBasePath } from '@tessera/schemas';
import { ConfigError, loadConfig } from './config.js';
import { DataDirError } from './db/data-dir.js';
import { MigrationError } from './db/migrate.js';
import { startTessera, type Tessera } from './app/start-server.js';
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
const logger = createLogger(config.logLevel);

// Signals are handled from the first moment: one that arrives while starting waits for the start
// to finish, then stops cleanly, so the embedded database is never left half-closed.
let tessera: Tessera | undefined;
let pendingSignal: string | undefined;
let stopping = false;

const shutdown = (signal: string) => {
  if (!tessera) {
    pendingSignal = signal;
    return;
  }
  if (stopping) {
    return;
  }
  stopping = true;
  logger.info({ signal }, 'shutting down');
  tessera.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

try {
  tessera = await startTessera(config, logger);
  const readyMs = Math.round(performance.now() - started);
  logger.info(
    { port: tessera.running.port, edition: config.edition, database: tessera.context.database.kind, readyMs },
    'ready',
  );
  process.stdout.write(`\nTessera is ready. Console: ${config.endpoint}${consoleBasePath}\n\n`);
  if (pendingSignal) {
    shutdown(pendingSignal);
  }
} catch (error) {
  if (error instanceof DataDirError || error instanceof MigrationError) {
    fail(error.message);
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    fail(`Port ${config.port} is already in use. Stop the other process or set PORT.`);
  }
  logger.fatal({ err: error }, 'start failed');
  process.exit(1);
}
