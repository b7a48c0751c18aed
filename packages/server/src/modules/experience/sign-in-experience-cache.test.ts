import { defaultTenantId } from '@tessera/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTessera, type Tessera } from '../../app/start-server.js';
import { loadConfig, readTestRedisUrl } from '../../config.js';
import { createApiClient, createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { AuthorizationFlow, insertTestClient } from '../../testing/authorization-flow.js';
import { findFreePort } from '../../testing/free-port.js';
import { createManagementToken } from '../../testing/management-token.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../testing/test-server.js';
import { createLogger } from '../../logger.js';
import { findSignInExperience } from '../sign-in-exp/service.js';
import { storeSignInExperience } from '../sign-in-exp/test-support.js';

/** `PUT /experience` Register: 204 while registration is open, 403 once the tenant signs in only. */
const startRegistration = async (baseUrl: string, clientId: string) => {
  const browser = await new AuthorizationFlow(baseUrl, clientId).start();
  return (await browser.api('PUT', '', { interactionEvent: 'Register' })).status;
};

const setSignInMode = async (api: ApiClient, signInMode: 'SignIn' | 'SignInAndRegister') => {
  const response = await api.patch('/sign-in-exp', { signInMode });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};

describeEachDatabase('sign-in experience cache', (server) => {
  let api: ApiClient;
  let clientId = '';

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    clientId = await insertTestClient(server().context.database.db);
  });

  it('serves the next sign-in step the sign-in experience as updated, every time', async () => {
    await setSignInMode(api, 'SignIn');
    // Read twice: the second answer comes from the cache.
    expect(await startRegistration(server().url, clientId)).toBe(403);
    expect(await startRegistration(server().url, clientId)).toBe(403);

    await setSignInMode(api, 'SignInAndRegister');
    expect(await startRegistration(server().url, clientId)).toBe(204);

    await setSignInMode(api, 'SignIn');
    expect(await startRegistration(server().url, clientId)).toBe(403);
  });

  it("never hands a tenant another tenant's sign-in experience", async () => {
    const { context } = server();
    await createOtherTenant(server());
    await storeSignInExperience(context, 'other', { signInMode: 'Register' });
    await setSignInMode(api, 'SignInAndRegister');

    expect((await findSignInExperience(context.tenantScope(defaultTenantId))).signInMode).toBe('SignInAndRegister');
    expect((await findSignInExperience(context.tenantScope('other'))).signInMode).toBe('Register');
    expect((await findSignInExperience(context.tenantScope(defaultTenantId))).signInMode).toBe('SignInAndRegister');
  });

  it('hands out a frozen record, so no caller can change it for the next', async () => {
    const record = await findSignInExperience(server().context.tenantScope(defaultTenantId));
    expect(Object.isFrozen(record)).toBe(true);
    expect(Object.isFrozen(record.signIn.methods)).toBe(true);
  });
});

/**
 * Two instances on one PostgreSQL database and one Redis: a change made through one reaches the
 * other's cache before the change is answered.
 */
const redisUrl = readTestRedisUrl();
const databaseUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!redisUrl || !databaseUrl)('sign-in experience cache across instances [postgres, Redis]', () => {
  let first: TestServer;
  let second: Tessera;

  beforeAll(async () => {
    first = await startTestServer('postgres', { REDIS_URL: redisUrl ?? '' });
    const port = await findFreePort();
    const config = loadConfig({
      PORT: String(port),
      ENDPOINT: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      DATA_DIR: first.database.dataDir,
      DATABASE_URL: first.database.databaseUrl ?? '',
      REDIS_URL: redisUrl ?? '',
      LOG_LEVEL: 'silent',
      SHUTDOWN_TIMEOUT_MS: '2000',
    });
    second = await startTessera(config, createLogger(config.logLevel));
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it('an update through one instance is seen by the next sign-in step on the other', async () => {
    const api = createApiClient(first.url, await createManagementToken(first));
    const clientId = await insertTestClient(first.context.database.db);

    await setSignInMode(api, 'SignIn');
    expect(await startRegistration(second.url, clientId)).toBe(403);
    expect(await startRegistration(second.url, clientId)).toBe(403);

    await setSignInMode(api, 'SignInAndRegister');
    expect(await startRegistration(second.url, clientId)).toBe(204);

    await setSignInMode(api, 'SignIn');
    expect(await startRegistration(second.url, clientId)).toBe(403);
  });
});
