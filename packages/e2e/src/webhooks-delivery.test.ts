import { createHmac } from 'node:crypto';
import type { Hook, HookLog, Role } from '@tessera/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTestDatabaseUrl, readTestRedisUrl } from '../../server/src/config.js';
import { createApiClient, type ApiClient } from '../../server/src/testing/api-client.js';
import { startHookReceiver, type HookReceiver } from '../../server/src/testing/hook-receiver.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../server/src/testing/test-database.js';
import { ensureBuilt } from './support/build.js';
import { startBuiltServer, type ReadyServer } from './support/built-server.js';
import {
  clientCredentialsToken,
  createManagementClient,
  managementTokenParameters,
  startInstancePair,
  type InstancePair,
} from './support/instance-pair.js';
import { repoRoot, serverBuild } from './support/paths.js';
import { runNode } from './support/sample-process.js';

type Credentials = { clientId: string; clientSecret: string; tokenEndpoint: string; resource: string };

const sign = (key: string, body: string) => createHmac('sha256', key).update(body).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function managementApi(url: string, credentials: Credentials): Promise<ApiClient> {
  const response = await fetch(`${url}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource: credentials.resource, scope: 'all' }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) {
    throw new Error(`The token endpoint answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return createApiClient(url, body.access_token);
}

beforeAll(() => ensureBuilt(serverBuild));

for (const kind of testDatabaseKinds()) {
  describe(`webhooks across a SIGKILL [${kind}]`, () => {
    let database: TestDatabase;
    let server: ReadyServer | undefined;
    let receiver: HookReceiver;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      receiver = await startHookReceiver();
    });
    afterAll(async () => {
      await server?.process.stop();
      await receiver.close();
      await database.drop();
    });

    it('delivers an acknowledged event after the server is killed mid-delivery and restarted', async () => {
      const environment = {
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        LOG_LEVEL: 'warn',
        HOOK_TIMEOUT_MS: '3000',
        HOOK_RETRY_BASE_MS: '0',
        HOOK_POLL_INTERVAL_MS: '200',
      };
      server = await startBuiltServer(database.dataDir, environment);
      const created = await runNode(['scripts/cli.mjs', 'create-m2m', '--name', 'Hook crash'], repoRoot, {
        ...environment,
        DATA_DIR: database.dataDir,
        PORT: new URL(server.url).port,
        HOST: '127.0.0.1',
        ENDPOINT: server.url,
      });
      expect(created.code, created.stderr).toBe(0);
      const credentials = JSON.parse(created.stdout) as Credentials;
      let api = await managementApi(server.url, credentials);

      const hook = (await api.post<Hook>('/hooks', { name: 'Crash', events: ['Role.Created'], config: { url: receiver.url } })).body;
      // The first delivery is held open: the server has sent it but not recorded it when killed.
      receiver.answer({ status: 200, delayMs: 60_000 });
      const role = await api.post<Role>('/roles', { name: 'Survivor', description: 'Created before the crash' });
      expect(role.status).toBe(200);
      await receiver.waitFor(1);
      expect((await server.process.kill()).signal).toBe('SIGKILL');

      server = await startBuiltServer(database.dataDir, environment);
      // Redelivered once the dead claim's lease (timeout + 5 s) has run out.
      await receiver.waitFor(2, 30_000);
      const [first, second] = receiver.requests;
      expect(second?.body).toBe(first?.body);
      expect(second?.headers['logto-signature-sha-256']).toBe(sign(hook.signingKey, second?.body ?? ''));
      expect(JSON.parse(second?.body ?? '{}')).toMatchObject({ hookId: hook.id, event: 'Role.Created', data: { id: role.body.id } });

      api = await managementApi(server.url, credentials);
      for (let tries = 0; tries < 50; tries++) {
        const logs = (await api.get<HookLog[]>(`/hooks/${hook.id}/recent-logs`)).body;
        if (logs.length > 0) {
          expect(logs.map((log) => log.payload.result)).toEqual(['Success']);
          return;
        }
        await sleep(100);
      }
      throw new Error('The redelivery was never recorded');
    });
  });
}

const databaseUrl = readTestDatabaseUrl();
const redisUrl = readTestRedisUrl();

describe.runIf(databaseUrl && redisUrl)('webhooks of two instances sharing PostgreSQL', () => {
  let pair: InstancePair;
  let receiver: HookReceiver;

  beforeAll(async () => {
    receiver = await startHookReceiver();
    pair = await startInstancePair({
      redisUrl: redisUrl ?? '',
      environment: { HOOK_RETRY_BASE_MS: '0', HOOK_POLL_INTERVAL_MS: '100' },
    });
  });
  afterAll(async () => {
    await pair?.stop();
    await receiver.close();
  });

  it('delivers each event exactly once, whichever instance raised it', async () => {
    const client = await createManagementClient(pair);
    const apis = await Promise.all(
      [pair.a, pair.b].map(async (instance) =>
        createApiClient(
          instance.url,
          (await clientCredentialsToken(instance, client, managementTokenParameters)).body.access_token ?? '',
        ),
      ),
    );
    const [a] = apis;
    await a?.post('/hooks', { name: 'Pair', events: ['Role.Created'], config: { url: receiver.url } });
    const events = 40;
    receiver.answer(...Array.from({ length: events }, () => ({ status: 200, delayMs: 20 })));
    const roleIds: string[] = [];
    for (let batch = 0; batch < events / 4; batch++) {
      const created = await Promise.all(
        [0, 1, 2, 3].map((index) =>
          apis[index % 2]?.post<Role>('/roles', { name: `Pair role ${batch}-${index}`, description: 'x' }),
        ),
      );
      roleIds.push(...created.map((response) => response?.body.id ?? ''));
    }
    await receiver.waitFor(events, 30_000);
    // Both dispatchers keep polling: a duplicate would arrive within a few intervals.
    await sleep(1500);
    const delivered = receiver.requests.map((request) => (JSON.parse(request.body) as { data: { id: string } }).data.id);
    expect(delivered).toHaveLength(events);
    expect(new Set(delivered)).toEqual(new Set(roleIds));
  });
});
