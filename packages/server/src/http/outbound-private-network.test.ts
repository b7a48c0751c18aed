import type { Hook, TenantResponse } from '@tessera/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFetchTestOrigin } from '../modules/jwt-customizer/fetch-test-origin.js';
import { createApiClient, type ApiClient } from '../testing/api-client.js';
import { createCloudUser, createTenantAs } from '../testing/cloud-user.js';
import { expectError } from '../testing/expect-error.js';
import { startHookReceiver, type HookReceiver } from '../testing/hook-receiver.js';
import { startHttpReceiver, type HttpReceiver } from '../testing/http-receiver.js';
import { signTenantManagementToken } from '../testing/tenant-management-token.js';
import { testDatabaseKinds } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

type DeliveryLog = { payload: { result?: string; error?: string; response?: unknown } };

// A tenant of the cloud edition points a webhook and a script's fetch at a server on this machine:
// refused by default, delivered once the operator allows private networks.
for (const kind of testDatabaseKinds()) {
  describe.each([
    ['default (deny)', {}],
    ['allow', { OUTBOUND_PRIVATE_NETWORK: 'allow' }],
  ])(`cloud edition, OUTBOUND_PRIVATE_NETWORK %s [${kind}]`, (setting, environment) => {
    const denied = setting.startsWith('default');
    let server: TestServer;
    let receiver: HookReceiver;
    let origin: Awaited<ReturnType<typeof startFetchTestOrigin>>;
    let messageService: HttpReceiver;
    let api: ApiClient;

    beforeAll(async () => {
      receiver = await startHookReceiver();
      messageService = await startHttpReceiver();
      origin = await startFetchTestOrigin((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"plan":"internal"}');
      });
      server = await startTestServer(kind, { EDITION: 'cloud', ...environment });
      const { cloud } = await createCloudUser(server, 'outbound_owner');
      const tenant: TenantResponse = await createTenantAs(cloud, { name: 'Outbound', regionName: 'EU' });
      api = createApiClient(`${server.url}/t/${tenant.id}`, await signTenantManagementToken(server, tenant.id));
    });

    afterAll(async () => {
      await server?.stop();
      await receiver?.close();
      await origin?.close();
      await messageService?.close();
    });

    it(denied ? 'does not deliver a webhook to 127.0.0.1, and its log says why' : 'delivers a webhook to 127.0.0.1', async () => {
      const created = await api.post<Hook>('/hooks', {
        name: 'Local',
        events: ['User.Created'],
        config: { url: `${receiver.url}?secret=query-value`, retries: 0 },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect((await api.post('/users', { username: 'outbound_user' })).status).toBe(200);
      const logsOf = async () => (await api.get<DeliveryLog[]>(`/hooks/${created.body.id}/recent-logs`)).body;
      await expect.poll(async () => (await logsOf()).length, { timeout: 10_000 }).toBe(1);
      const [log] = await logsOf();
      if (denied) {
        expect(log?.payload).toMatchObject({ result: 'Error', error: '127.0.0.1 is on a private network' });
        expect(log?.payload.response).toBeUndefined();
        expect(receiver.requests).toHaveLength(0);
      } else {
        expect(log?.payload).toMatchObject({ result: 'Success', response: { statusCode: 200 } });
        expect(receiver.requests).toHaveLength(1);
      }
    });

    it(denied ? 'refuses a test payload to localhost, naming the host' : 'sends a test payload to localhost', async () => {
      const hooks = await api.get<Hook[]>('/hooks');
      const [hook] = hooks.body;
      const before = receiver.requests.length;
      const url = receiver.url.replace('127.0.0.1', 'localhost');
      const response = await api.post<{ data?: { error?: string } }>(`/hooks/${hook?.id ?? ''}/test`, {
        events: ['PostSignIn'],
        config: { url },
      });
      if (denied) {
        expect(response.status).toBe(422);
        expect(response.body.data).toMatchObject({ result: 'Error', error: 'localhost is on a private network' });
        expect(receiver.requests.length).toBe(before);
      } else {
        expect(response.status).toBe(200);
        expect(receiver.requests.length).toBe(before + 1);
      }
    });

    it(denied ? 'refuses a script fetch to 127.0.0.1' : 'lets a script fetch from 127.0.0.1', async () => {
      const response = await api.post<Record<string, unknown>>('/configs/jwt-customizer/test', {
        tokenType: 'client-credentials',
        script: `const getCustomJwtClaims = async () => {
          try { return await (await fetch("${origin.origin}/plan")).json(); } catch (error) { return { refused: error.message }; }
        };`,
        fetchAllowedOrigins: [origin.origin],
        token: { clientId: 'app', scope: 'read', kind: 'ClientCredentials' },
        context: { application: { id: 'app', name: 'Robot' } },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      if (denied) {
        expect(response.body).toEqual({ refused: 'fetch refused: 127.0.0.1 is on a private network' });
        expect(origin.received).toHaveLength(0);
      } else {
        expect(response.body).toEqual({ plan: 'internal' });
        expect(origin.received).toHaveLength(1);
      }
    });

    it(denied ? 'refuses to send through an HTTP email service on 127.0.0.1' : 'sends through an HTTP email service on 127.0.0.1', async () => {
      const response = await api.post('/connectors/http-email/test', {
        email: 'tess@example.test',
        config: { endpoint: `${messageService.url}/messages`, signingSecret: 'service-signing-secret' },
      });
      if (denied) {
        expectError(response, 400, 'connector.general');
        expect(messageService.requests).toHaveLength(0);
      } else {
        expect(response.status).toBe(204);
        expect(messageService.requests).toHaveLength(1);
      }
    });
  });
}
