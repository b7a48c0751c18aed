import { afterAll, beforeAll, describe } from 'vitest';
import { loadConfig } from '../config.js';
import type { DatabaseKind } from '../db/database.js';
import { startTessera, type Tessera } from '../app/start-server.js';
import { createLogger } from '../logger.js';
import { findFreePort } from './free-port.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from './test-database.js';

export type TestServer = Tessera & { database: TestDatabase };

/** Starts a real server on a free port with a database of its own. */
export async function startTestServer(
  kind: DatabaseKind,
  environment: Record<string, string> = {},
): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  const port = await findFreePort();
  const config = loadConfig({
    PORT: String(port),
    ENDPOINT: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    LOG_LEVEL: 'silent',
    SHUTDOWN_TIMEOUT_MS: '2000',
    ...environment,
  });
  const tessera = await startTessera(config, createLogger(config.logLevel));
  return {
    ...tessera,
    database,
    stop: async () => {
      await tessera.stop();
      await database.drop();
    },
  };
}

/**
 * Runs a suite once per database kind against a real server; `server()` gives the running one.
 */
export function describeEachDatabase(
  name: string,
  suite: (server: () => TestServer, kind: DatabaseKind) => void,
  environment: Record<string, string> = {},
) {
  for (const kind of testDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let running: TestServer | undefined;
      beforeAll(async () => {
        running = await startTestServer(kind, environment);
      });
      afterAll(async () => {
        await running?.stop();
      });
      suite(() => {
        if (!running) {
          throw new Error('The test server did not start.');
        }
        return running;
      }, kind);
    });
  }
}
