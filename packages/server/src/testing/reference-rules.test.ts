import {
  applicationApi,
  configApi,
  defaultTenantId,
  fillPath,
  oidcKeyApi,
  resourceApi,
  roleApi,
  userApi,
  type Endpoint,
} from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { scopeToTenant } from '../db/tenant-scope.js';
import { findUnknownFields } from '../http/unknown-fields.js';
import { createManagementApiClient, type ApiClient } from './api-client.js';
import { expectError, type ErrorBody } from './expect-error.js';
import { createManagementToken } from './management-token.js';
import { describeEachDatabase } from './test-server.js';
import { insertTestUser } from './test-users.js';

type Row = { id: string; name: string };

/** Every Management API operation that takes a JSON body whose top level has named fields. */
const bodyEndpoints = [roleApi, resourceApi, userApi, applicationApi, configApi, oidcKeyApi]
  .flatMap((area) => Object.values(area) as Endpoint[])
  .filter((endpoint) => endpoint.body && findUnknownFields(endpoint.body, { notAField: 1 }).length > 0);

/** Placeholder path parameters: the body is refused before the addressed entity is looked up. */
const placeholderPath = (path: string) =>
  fillPath(path, Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name ?? '', 'x'])));

describeEachDatabase('reference Management API rules', (server) => {
  let api: ApiClient;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  describe('strict bodies (an unknown field is a 400 naming it, never dropped)', () => {
    it('covers the operations with bodies', () => {
      expect(bodyEndpoints.length).toBeGreaterThan(15);
    });

    it.each(bodyEndpoints.map((endpoint) => [`${endpoint.method.toUpperCase()} ${endpoint.path}`, endpoint] as const))(
      'refuses an unknown field on %s with guard.invalid_input naming it',
      async (_name, endpoint) => {
        const method = endpoint.method.toUpperCase() as 'POST' | 'PATCH' | 'PUT';
        const response = await api.request(method, placeholderPath(endpoint.path), { notAField: 1 });
        const error = expectError(response, 400, 'guard.invalid_input', 'notAField');
        expect(error.data).toMatchObject({ target: 'json', fields: ['notAField'] });
      },
    );

    it('names an unknown field beside valid ones and leaves the entity unchanged', async () => {
      const role = (await api.post<Row>('/roles', { name: 'Strict', description: 'x' })).body;
      const error = expectError(await api.patch(`/roles/${role.id}`, { name: 'Changed', colour: 'red' }), 400, 'guard.invalid_input', 'colour');
      expect(error.data).toMatchObject({ fields: ['colour'] });
      expect((await api.get<Row>(`/roles/${role.id}`)).body.name).toBe('Strict');
    });

    it("accepts the reference's body tenantId and still writes to the addressed tenant", async () => {
      const role = await api.post<Row & { tenantId: string }>('/roles', { tenantId: 'admin', name: 'Elsewhere', description: 'x' });
      expect(role.status).toBe(200);
      expect(role.body.tenantId).toBe(defaultTenantId);
      const resource = await api.post<Row & { tenantId: string }>('/resources', {
        tenantId: 'admin',
        name: 'Elsewhere',
        indicator: 'https://elsewhere.rules.test',
      });
      expect(resource.body.tenantId).toBe(defaultTenantId);
    });
  });

  describe('search (the reference reads `search` as a case-insensitive LIKE pattern)', () => {
    beforeAll(async () => {
      for (const name of ['Search john_doe', 'Search johnXdoe', 'SEARCH exact', 'Search 50% off']) {
        await api.post('/roles', { name, description: 'search fixture' });
      }
    });
    const names = async (search: string) =>
      (await api.get<Row[]>(`/roles?search=${encodeURIComponent(search)}`)).body.map((role) => role.name).sort();

    it('finds substrings with %keyword%', async () => {
      expect(await names('%john%')).toEqual(['Search johnXdoe', 'Search john_doe']);
      expect(await names('search%')).toHaveLength(4);
    });

    it('matches the whole value, ignoring case, without %', async () => {
      expect(await names('search exact')).toEqual(['SEARCH exact']);
      expect(await names('exact')).toEqual([]);
    });

    it('reads _ literally and \\ as an escape', async () => {
      expect(await names('%john_doe%')).toEqual(['Search john_doe']);
      expect(await names('%50\\% off')).toEqual(['Search 50% off']);
      expect(await names('%\\')).toEqual([]);
    });

    it('searches users the same way', async () => {
      const home = scopeToTenant(server().context.database.db, defaultTenantId);
      const user = await insertTestUser(home, { username: 'search_ann', primaryEmail: 'Ann@Search.example' });
      const ids = async (search: string) =>
        (await api.get<Row[]>(`/users?search=${encodeURIComponent(search)}`)).body.map((row) => row.id);
      expect(await ids('%ann@search%')).toEqual([user.id]);
      expect(await ids('ann@search.example')).toEqual([user.id]);
      expect(await ids('ann')).toEqual([]);
    });
  });

  describe('pagination', () => {
    it('answers every row with Total-Number when neither page nor page_size is sent', async () => {
      const resource = (await api.post<Row>('/resources', { name: 'Many', indicator: 'https://many.rules.test' })).body;
      const path = `/resources/${resource.id}/scopes`;
      for (let index = 0; index < 23; index += 1) {
        await api.post(path, { name: `scope:${index}` });
      }
      const every = await api.get<Row[]>(path);
      expect(every.body).toHaveLength(23);
      expect(every.headers.get('Total-Number')).toBe('23');
      const paged = await api.get<Row[]>(`${path}?page=2`);
      expect(paged.body).toHaveLength(3);
      expect(paged.headers.get('Total-Number')).toBe('23');
      expect((await api.get<Row[]>(`${path}?page_size=5`)).body).toHaveLength(5);
    });
  });

  describe('unsupported media types', () => {
    it('answers 415 request.unsupported_media_type naming application/json, in the caller language', async () => {
      const token = await createManagementToken(server());
      const post = (language: string) =>
        fetch(`${server().url}/api/roles`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain', 'Accept-Language': language },
          body: 'name=x',
        });
      const english = await post('en');
      expect(english.status).toBe(415);
      const body = (await english.json()) as ErrorBody;
      expect(body).toMatchObject({ code: 'request.unsupported_media_type', data: { types: 'application/json' } });
      expect(body.message).toContain('application/json');
      const german = (await (await post('de')).json()) as ErrorBody;
      expect(german.code).toBe('request.unsupported_media_type');
      expect(german.message).not.toBe(body.message);
    });
  });
});
