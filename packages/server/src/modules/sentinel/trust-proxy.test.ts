import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { AuthorizationFlow, insertTestClient, testRedirectUri } from '../../testing/authorization-flow.js';
import { describeEachDatabase, startTestServer, type TestServer } from '../../testing/test-server.js';
import { hashSentinelTarget } from './target-hash.js';

const signIn = (server: TestServer, forwardedFor: string, identifier = 'nobody') =>
  fetch(`${server.url}/api/experience/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ identifier, password: 'whatever' }),
  });

/** Whether a password attempt was recorded against this client address. */
const attemptsFrom = async (server: TestServer, address: string) => {
  const rows = await scopeToTenant(server.context.database.db, 'default')
    .selectFrom('sentinel_activities')
    .select('id')
    .where('target_type', '=', 'Ip')
    .where('target_hash', '=', hashSentinelTarget('default', address))
    .execute();
  return rows.length;
};

/** An authorization request as a TLS-terminating proxy forwards it to the plain-HTTP server. */
const authorizeBehindTls = async (server: TestServer) => {
  const clientId = await insertTestClient(server.context.database.db);
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: testRedirectUri,
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
  return fetch(`${server.url}/oidc/auth?${query}`, {
    headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.50' },
    redirect: 'manual',
  });
};

describeEachDatabase(
  'without TRUST_PROXY',
  (server) => {
    // First: it spends one of the address's three requests, the rate-limit test below the rest.
    it('records password attempts against the connection address, not the forwarded one', async () => {
      const { db } = server().context.database;
      const browser = await new AuthorizationFlow(server().url, await insertTestClient(db)).start();
      // The flow's own fetch sends no forwarded header; a spoofed one is added here.
      const answer = await browser.jar.fetch(`${server().url}/api/experience/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.77' },
        body: JSON.stringify({ identifier: 'ghost', password: 'whatever' }),
      });
      expect(answer.status).toBe(422);
      expect(await attemptsFrom(server(), '198.51.100.77')).toBe(0);
      expect(await attemptsFrom(server(), '127.0.0.1')).toBeGreaterThan(0);
    });

    it('ignores X-Forwarded-For: a fresh spoofed address per request does not escape the rate limit', async () => {
      const statuses = [];
      for (let index = 1; index <= 3; index++) {
        statuses.push((await signIn(server(), `198.51.100.${index}`)).status);
      }
      expect(statuses).toEqual([404, 404, 429]);
    });
  },
  { CREDENTIAL_RATE_LIMIT: '3' },
);

describeEachDatabase(
  'with TRUST_PROXY',
  (server) => {
    it('keys the rate limit on the client the proxy saw, and ignores what the client wrote further left', async () => {
      expect((await signIn(server(), '198.51.100.1')).status).toBe(404);
      expect((await signIn(server(), '198.51.100.1')).status).toBe(404);
      // The client prepends addresses of its own; the proxy appends the one it saw.
      expect((await signIn(server(), '10.9.9.9, 198.51.100.1')).status).toBe(429);
      expect((await signIn(server(), '10.9.9.8, 198.51.100.1')).status).toBe(429);
      // Another client behind the same proxy has its own budget.
      expect((await signIn(server(), '198.51.100.2')).status).toBe(404);
    });

    it('records password attempts against the forwarded client address', async () => {
      const { db } = server().context.database;
      const browser = await new AuthorizationFlow(server().url, await insertTestClient(db)).start();
      const answer = await browser.jar.fetch(`${server().url}/api/experience/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.78' },
        body: JSON.stringify({ identifier: 'ghost', password: 'whatever' }),
      });
      expect(answer.status).toBe(422);
      expect(await attemptsFrom(server(), '198.51.100.78')).toBe(1);
    });
  },
  { CREDENTIAL_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1, ::1' },
);

// The scheme does not depend on the database: one embedded database for both servers.
describe('the OIDC provider behind a TLS-terminating proxy (https ENDPOINT, plain HTTP inside)', () => {
  let trusting: TestServer | undefined;
  let distrusting: TestServer | undefined;
  beforeAll(async () => {
    const endpoint = { ENDPOINT: 'https://id.example.test' };
    [trusting, distrusting] = await Promise.all([
      startTestServer('pglite', { ...endpoint, TRUST_PROXY: 'true' }),
      startTestServer('pglite', endpoint),
    ]);
  });
  afterAll(async () => {
    await Promise.all([trusting?.stop(), distrusting?.stop()]);
  });

  it('takes the scheme from X-Forwarded-Proto of a trusted proxy', async () => {
    const answer = await authorizeBehindTls(trusting as TestServer);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^https:\/\/id\.example\.test\/sign-in\?uid=/);
    expect(answer.headers.getSetCookie().join('\n')).toMatch(/secure/i);
  });

  it('does not take X-Forwarded-Proto from an untrusted peer', async () => {
    // The https endpoint's cookies are Secure, and the provider will not send them over plain HTTP.
    const answer = await authorizeBehindTls(distrusting as TestServer);
    expect(answer.status).toBe(500);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });
});
