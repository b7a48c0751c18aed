import { defaultTenantId, maxPage, type Application, type Role } from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../db/tenant-scope.js';
import { findRoleByName } from '../modules/roles/queries.js';
import { createApiClient, type ApiClient, type ApiResponse } from '../testing/api-client.js';
import { createManagementToken } from '../testing/management-token.js';
import { expectError } from '../testing/expect-error.js';
import { describeEachDatabase } from '../testing/test-server.js';
import { sendRequest } from '../testing/fuzz/request-runner.js';
import { maxJsonBodyBytes, maxJsonDepth } from './json-limits.js';

describeEachDatabase('the input guard of every contract route', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  let token: string;

  /**
   * Sends a JSON text as is (a lone surrogate survives only as a `\u` escape), on a connection of
   * its own: the server closes one after refusing a body it did not read.
   */
  const sendJson = async (method: string, path: string, text: string): Promise<ApiResponse> => {
    const request = {
      method,
      url: path,
      secured: true,
      body: { contentType: 'application/json', text },
    };
    const answer = await sendRequest({ baseUrl: server().url, token, timeoutMs: 30_000 }, request);
    return {
      status: Number(answer.status),
      body: JSON.parse(answer.text) as unknown,
      headers: new Headers(),
    };
  };
  const roleCount = async () =>
    Number((await api.get('/roles?page_size=1')).headers.get('total-number'));

  beforeAll(async () => {
    token = await createManagementToken(server());
    api = createApiClient(server().url, token);
    home = scopeToTenant(server().context.database.db, defaultTenantId);
  });

  describe('text PostgreSQL cannot store', () => {
    it('refuses U+0000 in a path id, naming the parameter', async () => {
      const error = expectError(await api.get('/roles/a%00b'), 400, 'guard.invalid_input', 'id');
      expect(error.data).toEqual({ target: 'param', fields: ['id'] });
      expectError(await api.delete('/roles/a%00b/scopes/c'), 400, 'guard.invalid_input', 'id');
    });

    it('refuses U+0000 in search, exclude ids and undeclared query parameters', async () => {
      expectError(await api.get('/roles?search=%25a%00%25'), 400, 'guard.invalid_input', 'search');
      expectError(
        await api.get('/roles?excludeUserId=u%00'),
        400,
        'guard.invalid_input',
        'excludeUserId',
      );
      expectError(
        await api.get('/applications?excludeRoleId=%00'),
        400,
        'guard.invalid_input',
        'excludeRoleId',
      );
      const error = expectError(
        await api.get('/users?whatever=%00'),
        400,
        'guard.invalid_input',
        'whatever',
      );
      expect(error.data).toEqual({ target: 'query', fields: ['whatever'] });
    });

    it('refuses U+0000 and unpaired surrogates in JSON strings and keys at any depth, and writes nothing', async () => {
      const roles = await roleCount();
      const name = expectError(
        await api.post('/roles', { name: 'a\u0000b', description: 'x' }),
        400,
        'guard.invalid_input',
        'name',
      );
      expect(name.data).toEqual({ target: 'json', fields: ['name'] });

      const surrogate = await sendJson(
        'POST',
        '/roles',
        '{"name":"lone \\ud800","description":"x"}',
      );
      expectError(surrogate, 400, 'guard.invalid_input', 'name');
      const nested = await sendJson(
        'POST',
        '/applications',
        '{"name":"n","type":"SPA","customData":{"deep":{"list":["ok","\\udfff"]}}}',
      );
      expectError(nested, 400, 'guard.invalid_input', 'customData.deep.list.1');
      const key = await api.post('/applications', {
        name: 'k',
        type: 'SPA',
        customData: { 'a\u0000': 1 },
      });
      expectError(key, 400, 'guard.invalid_input', 'customData."a\\u0000"');
      const listed = await api.get<Application[]>('/applications?search=n');
      expect(listed.body).toEqual([]);
      expect(await roleCount()).toBe(roles);
    });

    it('takes any well-formed text, emoji included', async () => {
      const response = await api.post<Role>('/roles', {
        name: 'Émoji 😀 rôle',
        description: '日本語',
      });
      expect(response.status).toBe(200);
      expect((await api.get<Role>(`/roles/${response.body.id}`)).body.name).toBe('Émoji 😀 rôle');
    });
  });

  describe('bounds', () => {
    it('refuses a page whose offset is not an exact integer with 400, and serves the last one', async () => {
      expectError(await api.get('/roles?page=461168601842738790'), 400, 'guard.invalid_pagination');
      expectError(
        await api.get(`/users?page=${maxPage + 1}&page_size=100`),
        400,
        'guard.invalid_pagination',
      );
      const last = await api.get<Role[]>(`/roles?page=${maxPage}&page_size=100`);
      expect({ status: last.status, body: last.body }).toEqual({ status: 200, body: [] });
    });

    it('answers 413 to a JSON body over 1 MiB and 400 to one nested too deeply', async () => {
      const big = await sendJson(
        'POST',
        '/roles',
        JSON.stringify({ name: 'big', description: 'x'.repeat(maxJsonBodyBytes) }),
      );
      expectError(big, 413, 'request.payload_too_large');
      const depth = maxJsonDepth + 1;
      const deep = `{"name":"deep","type":"SPA","customData":${'{"n":'.repeat(depth)}1${'}'.repeat(depth)}}`;
      const error = expectError(
        await sendJson('POST', '/applications', deep),
        400,
        'guard.invalid_input',
      );
      expect(error.details).toContain('Nested deeper than 64 levels');
      expect(await findRoleByName(home, 'big')).toBeUndefined();
    });
  });

  describe('plain routes', () => {
    it('refuses such text in file downloads and uploads without failing', async () => {
      const download = await fetch(
        `${server().url}/api/user-assets/files/default/2024/01/a%00b.png`,
      );
      expect(download.status).toBe(400);
      const form = new FormData();
      form.append('file', new Blob(['x'], { type: 'image/png' }), 'a\u0000.png');
      const upload = await fetch(`${server().url}/api/user-assets?name=%00`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      expect(upload.status).toBe(400);
    });
  });
});
