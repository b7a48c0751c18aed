import { defaultTenantId } from '@tessera/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApiApp } from '../modules/management-api/m2m-app.js';
import { setSentinelPolicy } from '../modules/sentinel/sentinel-policy.js';
import { createUser } from '../modules/users/service.js';
import { managementApiIndicator, managementApiScope } from '../tenancy/tenant-urls.js';
import { AuthorizationFlow, insertTestClient } from '../testing/authorization-flow.js';
import { requestClientCredentialsToken } from '../testing/management-token.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../testing/test-server.js';

const password = 'Gl4cier-Tundra-Metrics';

/** The value of one series in the text format, 0 when it is not there yet. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describeEachDatabase(
  'metrics',
  (server) => {
    const scrape = async () => {
      const response = await fetch(`${server().url}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      return response.text();
    };

    it('counts tokens by grant type, sign-ins by result, lockouts, and requests by route pattern', async () => {
      const before = await scrape();
      const scope = server().context.tenantScope(defaultTenantId);

      const m2m = await createManagementApiApp(scope, server().context.vault, 'Metrics robot');
      const token = await requestClientCredentialsToken(
        server(),
        { id: m2m.clientId, secret: m2m.clientSecret },
        { resource: managementApiIndicator(defaultTenantId), scope: managementApiScope },
      );
      expect(token.status).toBe(200);

      await setSentinelPolicy(scope, { maxAttempts: 3, lockoutDurationMinutes: 10 });
      await createUser(scope, { username: 'counted', password }, { defaultRoles: true });
      await createUser(scope, { username: 'lockedout', password }, { defaultRoles: true });
      const browser = await new AuthorizationFlow(server().url, await insertTestClient(server().context.database.db)).start();
      const signIn = async (identifier: string, secret: string) =>
        (await browser.api('POST', '/sign-in', { identifier, password: secret })).status;
      expect(await signIn('lockedout', 'wrong-1')).toBe(422);
      expect(await signIn('lockedout', 'wrong-2')).toBe(422);
      expect(await signIn('lockedout', 'wrong-3')).toBe(403);
      expect(await signIn('lockedout', password)).toBe(403);
      expect(await signIn('counted', password)).toBe(200);
      // The sixth call from this address goes over CREDENTIAL_RATE_LIMIT.
      expect(await signIn('counted', password)).toBe(429);
      // An id in the path must not become a label.
      expect((await fetch(`${server().url}/api/roles/someroleid123`)).status).toBe(401);

      const after = await scrape();
      const moved = (series: string) => valueOf(after, series) - valueOf(before, series);
      expect(moved('tessera_tokens_issued_total{grant_type="client_credentials"}')).toBe(1);
      expect(moved('tessera_sign_ins_total{result="wrong_password"}')).toBe(2);
      expect(moved('tessera_sign_ins_total{result="locked"}')).toBe(2);
      expect(moved('tessera_sign_ins_total{result="success"}')).toBe(1);
      expect(moved('tessera_sign_ins_total{result="rate_limited"}')).toBe(1);
      expect(moved('tessera_lockouts_total')).toBe(1);
      expect(moved('tessera_http_request_duration_seconds_count{method="POST",route="oidc:token",status="200"}')).toBe(1);
      expect(
        moved('tessera_http_request_duration_seconds_count{method="POST",route="/api/experience/sign-in",status="422"}'),
      ).toBe(2);
      expect(moved('tessera_http_request_duration_seconds_count{method="GET",route="/api/roles/:id",status="401"}')).toBe(1);
      expect(after).not.toContain('someroleid123');
      // Process default metrics.
      expect(after).toMatch(/^process_cpu_user_seconds_total /m);
      expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
    });
  },
  { METRICS: 'true', CREDENTIAL_RATE_LIMIT: '5' },
);

describe('metrics switched off (the default)', () => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('serves no /metrics', async () => {
    expect((await fetch(`${server?.url}/metrics`)).status).toBe(404);
  });
});
