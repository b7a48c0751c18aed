import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../server/src/testing/test-database.js';
import { ensureBuilt } from './support/build.js';
import { startBuiltServer, type ReadyServer } from './support/built-server.js';
import { repoRoot, serverBuild } from './support/paths.js';
import { runNode } from './support/sample-process.js';
import { WriteLedger } from './support/write-ledger.js';
import { managementCalls, startWriteLoad } from './support/write-load.js';

const rounds = 3;
const workers = 4;
/** A round kills the server once this many writes were acknowledged, or after `roundMs`. */
const writesPerRound = 90;
const roundMs = 8_000;

type Credentials = {
  clientId: string;
  clientSecret: string;
  tokenEndpoint: string;
  resource: string;
};

async function managementToken(credentials: Credentials) {
  const response = await fetch(credentials.tokenEndpoint, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      resource: credentials.resource,
      scope: 'all',
    }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) {
    throw new Error(`The token endpoint answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

/** Resolves once `done()` holds, polling every 20 ms; false when `timeoutMs` passed first. */
async function waitUntil(done: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) {
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

beforeAll(() => ensureBuilt(serverBuild));

for (const kind of testDatabaseKinds()) {
  describe(`a server killed under write load [${kind}]`, () => {
    let database: TestDatabase;
    let server: ReadyServer | undefined;
    let environment: Record<string, string>;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      environment = {
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        LOG_LEVEL: 'warn',
      };
    });
    afterAll(async () => {
      await server?.process.stop();
      await database?.drop();
    });

    it('keeps every acknowledged write after each SIGKILL and restarts on the same data', async () => {
      server = await startBuiltServer(database.dataDir, environment);
      const created = await runNode(
        ['scripts/cli.mjs', 'create-m2m', '--name', 'Crash load'],
        repoRoot,
        {
          ...environment,
          PORT: new URL(server.url).port,
          HOST: '127.0.0.1',
          ENDPOINT: server.url,
        },
      );
      expect(created.code, created.stderr).toBe(0);
      const credentials = JSON.parse(created.stdout) as Credentials;

      let api = managementCalls(server.url, await managementToken(credentials));
      const resource = await api.call('POST', '/resources', {
        name: 'Crash API',
        indicator: 'https://crash-api.example.com',
      });
      expect(resource.status).toBe(201);
      const resourceId = (resource.body as { id: string }).id;
      const scopeIds: string[] = [];
      for (const name of ['read:crash', 'write:crash']) {
        const scope = await api.call('POST', `/resources/${resourceId}/scopes`, { name });
        expect(scope.status).toBe(201);
        scopeIds.push((scope.body as { id: string }).id);
      }

      const ledger = new WriteLedger();
      let checked = 0;
      for (let round = 1; round <= rounds; round++) {
        const load = startWriteLoad({ api, ledger, workers, round, scopeIds });
        const failed = load.finished.then(
          () => false,
          () => true,
        );
        // Let writes pile up, then kill while the workers are still sending.
        await Promise.race([
          waitUntil(() => load.acknowledged() >= writesPerRound, roundMs),
          failed,
        ]);
        load.expectCrash();
        const exit = await server.process.kill();
        expect(exit.signal).toBe('SIGKILL');
        await load.finished;
        expect(load.acknowledged(), 'writes acknowledged before the kill').toBeGreaterThan(0);

        if (kind === 'pglite') {
          // The killed process could not remove its lock; the next start must take it over.
          const lockPath = path.join(database.dataDir, 'tessera.lock');
          expect(fs.existsSync(lockPath)).toBe(true);
          if (round === rounds) {
            // As if the killed server's pid had since been given to another process (this one).
            const [, startTime] = fs.readFileSync(lockPath, 'utf8').split('\n');
            fs.writeFileSync(lockPath, `${process.pid}\n${startTime}`);
          }
        }
        server = await startBuiltServer(database.dataDir, environment);
        api = managementCalls(
          server.url,
          await managementToken({ ...credentials, tokenEndpoint: `${server.url}/oidc/token` }),
        );
        const discrepancies = await ledger.verify(api.get);
        expect(
          discrepancies.map(({ entity, problem }) => `${entity.kind} ${entity.id}: ${problem}`),
          `after kill ${round}`,
        ).toEqual([]);
        checked += ledger.entities.length;
      }

      process.stdout.write(
        `[${kind}] ${rounds} kills; ${ledger.acknowledgedCreates + ledger.acknowledgedUpdates} acknowledged writes ` +
          `(${ledger.acknowledgedCreates} creates, ${ledger.acknowledgedUpdates} updates) over ${ledger.entities.length} entities, ` +
          `${checked} entity reads checked, ${ledger.unanswered} writes unanswered at a kill\n`,
      );
      expect(await server.process.stop()).toEqual({ code: 0, signal: null });
      server = undefined;
    }, 120_000);
  });
}
