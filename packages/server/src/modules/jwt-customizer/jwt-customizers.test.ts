import { beforeAll, expect, it } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { upsertTenantConfig } from '../tenant-configs/queries.js';
import { startFetchTestOrigin } from './fetch-test-origin.js';
import { findStoredJwtCustomizers } from './service.js';

const script = 'const getCustomJwtClaims = async ({ token, context, environmentVariables }) => ({ plan: environmentVariables.PLAN, app: context.application?.id });';

describeEachDatabase('JWT customizer API', (server) => {
  let api: ApiClient;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  it('answers 404 and an empty list while the tenant has no script', async () => {
    expect(await api.get('/configs/jwt-customizer')).toMatchObject({ status: 200, body: [] });
    expectError(await api.get('/configs/jwt-customizer/access-token'), 404, 'entity.not_found');
    expectError(await api.patch('/configs/jwt-customizer/access-token', { script }), 404, 'entity.not_found');
    expectError(await api.delete('/configs/jwt-customizer/client-credentials'), 404, 'entity.not_found');
  });

  it('creates with 201, replaces with 200, patches and deletes a token type script (reference Upsert/Update/Delete)', async () => {
    const body = {
      script,
      environmentVariables: { PLAN: 'gold' },
      tokenSample: { clientId: 'app', kind: 'ClientCredentials' },
      contextSample: { application: { id: 'app', name: 'Robot' } },
    };
    const created = await api.put('/configs/jwt-customizer/client-credentials', body);
    expect(created).toMatchObject({ status: 201, body });
    const replaced = await api.put('/configs/jwt-customizer/client-credentials', { ...body, blockIssuanceOnError: false });
    expect(replaced).toMatchObject({ status: 200, body: { ...body, blockIssuanceOnError: false } });
    const patched = await api.patch('/configs/jwt-customizer/client-credentials', { environmentVariables: { PLAN: 'silver' } });
    expect(patched).toMatchObject({ status: 200, body: { script, environmentVariables: { PLAN: 'silver' }, blockIssuanceOnError: false } });
    expect(await api.get('/configs/jwt-customizer/client-credentials')).toMatchObject({ status: 200, body: patched.body as object });

    const list = await api.get<{ key: string }[]>('/configs/jwt-customizer');
    expect(list.body).toEqual([{ key: 'jwt.clientCredentials', value: patched.body }]);

    expect((await api.delete('/configs/jwt-customizer/client-credentials')).status).toBe(204);
    expectError(await api.get('/configs/jwt-customizer/client-credentials'), 404, 'entity.not_found');
  });

  it('keeps the user access token script apart, with its own samples', async () => {
    const body = {
      script,
      tokenSample: { accountId: 'u1', kind: 'AccessToken', scope: 'read' },
      contextSample: { user: { id: 'u1', username: 'tess', roles: [] } },
    };
    expect((await api.put('/configs/jwt-customizer/access-token', body)).status).toBe(201);
    expectError(await api.get('/configs/jwt-customizer/client-credentials'), 404, 'entity.not_found');
    expect((await api.get<{ key: string }[]>('/configs/jwt-customizer')).body.map((item) => item.key)).toEqual(['jwt.accessToken']);
    expect((await api.delete('/configs/jwt-customizer/access-token')).status).toBe(204);
  });

  it('refuses invalid settings and unknown token types', async () => {
    expectError(await api.put('/configs/jwt-customizer/client-credentials', {}), 400, 'guard.invalid_input');
    expectError(await api.put('/configs/jwt-customizer/client-credentials', { script: '' }), 400, 'guard.invalid_input');
    expectError(
      await api.put('/configs/jwt-customizer/client-credentials', { script, environmentVariables: { 'not-a-name': 'x' } }),
      400,
      'guard.invalid_input',
    );
    expectError(
      await api.put('/configs/jwt-customizer/client-credentials', { script, environmentVariables: { KEY: 42 } }),
      400,
      'guard.invalid_input',
    );
    // A user access token's context sample must hold the user.
    expectError(
      await api.put('/configs/jwt-customizer/access-token', { script, contextSample: { application: { id: 'a' } } }),
      400,
      'guard.invalid_input',
    );
    expect((await api.put('/configs/jwt-customizer/id-token', { script })).status).toBe(400);
    expect((await api.get('/configs/jwt-customizer')).body).toEqual([]);
  });

  it('never shows or changes another tenant’s scripts', async () => {
    const other = await createOtherTenant(server());
    await upsertTenantConfig(other, 'jwt.clientCredentials', { script: 'const getCustomJwtClaims = () => ({ other: true });' });
    expect((await api.get('/configs/jwt-customizer')).body).toEqual([]);
    expectError(await api.delete('/configs/jwt-customizer/client-credentials'), 404, 'entity.not_found');
    expect((await api.put('/configs/jwt-customizer/client-credentials', { script })).status).toBe(201);
    expect((await findStoredJwtCustomizers(other))['client-credentials']?.script).toContain('other: true');
    expect((await api.delete('/configs/jwt-customizer/client-credentials')).status).toBe(204);
    expect(await findStoredJwtCustomizers(other)).toHaveProperty('client-credentials');
  });

  it('answers 401 without a token', async () => {
    const response = await fetch(`${server().url}/api/configs/jwt-customizer`);
    expect(response.status).toBe(401);
  });
});

describeEachDatabase('JWT customizer test runner', (server) => {
  let api: ApiClient;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  const test = (body: string, extra: Record<string, unknown> = {}) =>
    api.post<Record<string, unknown>>('/configs/jwt-customizer/test', {
      tokenType: 'client-credentials',
      script: `const getCustomJwtClaims = async ({ token, context, environmentVariables, api }) => { ${body} };`,
      environmentVariables: { KEY: 'k-value' },
      token: { clientId: 'app', scope: 'read', kind: 'ClientCredentials' },
      context: { application: { id: 'app', name: 'Robot' } },
      ...extra,
    });

  it('returns the claims of the script on the samples, without protected claims (reference TestJwtCustomizer)', async () => {
    const response = await test('return { name: context.application.name, scope: "all", sub: "x", key: environmentVariables.KEY, asked: token.scope };');
    expect(response).toMatchObject({ status: 200, body: { name: 'Robot', key: 'k-value', asked: 'read' } });
    expect(response.body).not.toHaveProperty('scope');
    expect(response.body).not.toHaveProperty('sub');
  });

  it('runs user access token scripts on their own samples', async () => {
    const response = await api.post('/configs/jwt-customizer/test', {
      tokenType: 'access-token',
      script: 'function getCustomJwtClaims({ context }) { return { roles: context.user.roles.map((role) => role.name) }; }',
      token: { accountId: 'u1', kind: 'AccessToken' },
      context: { user: { id: 'u1', roles: [{ id: 'r1', name: 'admin', description: '', scopes: [] }] } },
    });
    expect(response).toMatchObject({ status: 200, body: { roles: ['admin'] } });
  });

  it('answers 422 AccessDenied with the message for api.denyAccess', async () => {
    const response = await test('api.denyAccess("robots may not enter");');
    expectError(response, 422, 'jwt_customizer.access_denied');
    expect(response.body).toMatchObject({ data: { errorCode: 'AccessDenied', message: 'robots may not enter' } });
  });

  it('answers 422 General for a script that throws or does not parse', async () => {
    expect((await test('throw new Error("broken");')).body).toMatchObject({
      code: 'jwt_customizer.general',
      data: { errorCode: 'General', message: 'Error: broken' },
    });
    expectError(await test('return {'), 422, 'jwt_customizer.general');
  });

  it('lets the script fetch only the origins the test body allows', async () => {
    const origin = await startFetchTestOrigin((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"tier":"pro"}');
    });
    try {
      const script = `const answer = await fetch("${origin.origin}/tier"); return { tier: (await answer.json()).tier };`;
      expect(await test(script, { fetchAllowedOrigins: [origin.origin] })).toMatchObject({ status: 200, body: { tier: 'pro' } });
      const refused = await test(script);
      expectError(refused, 422, 'jwt_customizer.general');
      expect(refused.body).toMatchObject({ data: { message: expect.stringContaining("'fetch' is not defined") } });
      const elsewhere = await test(script, { fetchAllowedOrigins: ['https://api.example.com'] });
      expectError(elsewhere, 422, 'jwt_customizer.general');
      expect(elsewhere.body).toMatchObject({ data: { message: expect.stringContaining(`${origin.origin} is not an allowed origin`) } });
      expect(origin.received).toHaveLength(1);
      expectError(await test(script, { fetchAllowedOrigins: ['http://api.example.com'] }), 400, 'guard.invalid_input');
    } finally {
      await origin.close();
    }
  });

  it('refuses an invalid test body', async () => {
    expectError(await api.post('/configs/jwt-customizer/test', { tokenType: 'client-credentials', script: 'x' }), 400, 'guard.invalid_input');
    expectError(
      await api.post('/configs/jwt-customizer/test', { tokenType: 'id-token', script: 'x', token: {}, context: {} }),
      400,
      'guard.invalid_input',
    );
  });

  const escapes: [string, string][] = [
    ['reading process', 'return { pid: process.pid, env: process.env };'],
    ['require', 'return { passwd: require("fs").readFileSync("/etc/passwd", "utf8") };'],
    ['globalThis', 'const names = Object.getOwnPropertyNames(globalThis); const host = ["process", "require", "Buffer", "fetch"].filter((name) => names.includes(name)); if (host.length === 0) throw new Error("no host objects"); return { host };'],
    ['this', 'return { version: this.process.version };'],
    ['Function("return this")()', 'return { version: Function("return this")().process.version };'],
    ['constructor.constructor', 'return { version: (() => {}).constructor.constructor("return process")().version };'],
    ['an infinite loop', 'while (true) {}'],
    ['a memory bomb', 'const hoard = []; for (;;) hoard.push("x".repeat(1 << 16) + hoard.length);'],
  ];

  it.each(escapes)('refuses %s with the General error in time and stays healthy', async (_name, body) => {
    const startedAt = Date.now();
    const response = await test(body);
    expectError(response, 422, 'jwt_customizer.general');
    // 100 ms of CPU for the script; the wall clock of a busy test machine gets a wide margin.
    expect(Date.now() - startedAt).toBeLessThan(3000);
    const status = await fetch(`${server().url}/api/status`);
    expect(status.status).toBe(204);
  });

  it('leaves the server’s own objects untouched by prototype pollution', async () => {
    const response = await test(
      'Object.prototype.isAdmin = true; Array.prototype.includes = () => true; JSON.stringify = () => "{}"; return { polluted: ({}).isAdmin };',
    );
    expect(response).toMatchObject({ status: 200, body: { polluted: true } });
    expect(({} as { isAdmin?: boolean }).isAdmin).toBeUndefined();
    expect([1].includes(2)).toBe(false);
    expect(JSON.stringify({ a: 1 })).toBe('{"a":1}');
    // The next run starts from a clean engine.
    expect((await test('return { polluted: ({}).isAdmin ?? false };')).body).toEqual({ polluted: false });
  });
});
