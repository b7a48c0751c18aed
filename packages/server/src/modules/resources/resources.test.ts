import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { findDefaultResource, findResourceById, insertResource } from './queries.js';
import type { Resource as ResourceResponse, Scope as ScopeResponse } from '@tessera/schemas';

type WithScopes = ResourceResponse & { scopes?: ScopeResponse[] };
const managementIndicator = 'https://default.tessera.app/api';

describeEachDatabase('API resources API', (server) => {
  let api: ApiClient;
  const create = async (body: Record<string, unknown>) => {
    const response = await api.post<WithScopes>('/resources', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  };
  const managementApi = async () => {
    const list = await api.get<ResourceResponse[]>('/resources?search=%25tessera.app%25');
    const found = list.body.find((resource) => resource.indicator === managementIndicator);
    if (!found) {
      throw new Error('The Management API resource is missing.');
    }
    return found;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  describe('create and read', () => {
    it('creates a resource with the default token lifetime and no scopes', async () => {
      const created = await create({ name: 'Orders API', indicator: 'https://orders.example.com' });
      expect(created).toMatchObject({
        tenantId: defaultTenantId,
        name: 'Orders API',
        indicator: 'https://orders.example.com',
        isDefault: false,
        accessTokenTtl: 3600,
        isManagementApi: false,
        scopes: [],
      });
      expect(created.id).toMatch(/^[\da-z]{21}$/);
      const fetched = await api.get<ResourceResponse>(`/resources/${created.id}`);
      expect(fetched.status).toBe(200);
      expect(fetched.body).toEqual({ ...created, scopes: undefined });
    });

    it('accepts any absolute URI as indicator and the lifetime limits', async () => {
      expect((await create({ name: 'Urn', indicator: 'urn:example:inventory', accessTokenTtl: 1 })).accessTokenTtl).toBe(1);
      expect((await create({ name: 'Day', indicator: 'http://day.example.com/api', accessTokenTtl: 86_400 })).accessTokenTtl).toBe(86_400);
    });

    it.each([
      [{ name: '', indicator: 'https://empty.example.com' }, 'name'],
      [{ name: 'x'.repeat(257), indicator: 'https://long.example.com' }, 'name'],
      [{ name: 'Relative', indicator: '/api' }, 'indicator'],
      [{ name: 'Fragment', indicator: 'https://fragment.example.com/#part' }, 'indicator'],
      [{ name: 'Missing' }, 'indicator'],
      [{ name: 'Zero', indicator: 'https://zero.example.com', accessTokenTtl: 0 }, 'accessTokenTtl'],
      [{ name: 'Long', indicator: 'https://ttl.example.com', accessTokenTtl: 86_401 }, 'accessTokenTtl'],
      [{ name: 'Fraction', indicator: 'https://fraction.example.com', accessTokenTtl: 1.5 }, 'accessTokenTtl'],
    ])('refuses %j with 400 naming %s', async (body, field) => {
      expectError(await api.post('/resources', body), 400, 'guard.invalid_input', field);
    });

    it('refuses an indicator in use', async () => {
      await create({ name: 'Unique', indicator: 'https://unique.example.com' });
      const error = expectError(
        await api.post('/resources', { name: 'Again', indicator: 'https://unique.example.com' }),
        422,
        'resource.resource_identifier_in_use',
      );
      expect(error.data).toEqual({ indicator: 'https://unique.example.com' });
      expectError(await api.post('/resources', { name: 'Mgmt', indicator: managementIndicator }), 422, 'resource.resource_identifier_in_use');
    });

    it('answers 404 for unknown ids', async () => {
      const error = expectError(await api.get('/resources/nosuchresource'), 404, 'entity.not_exists_with_id');
      expect(error.data).toEqual({ name: 'resource', id: 'nosuchresource' });
      expectError(await api.patch('/resources/nosuchresource', { name: 'x' }), 404, 'entity.not_exists_with_id');
      expectError(await api.delete('/resources/nosuchresource'), 404, 'entity.not_exists_with_id');
      expectError(await api.patch('/resources/nosuchresource/is-default', { isDefault: true }), 404, 'entity.not_exists_with_id');
    });
  });

  describe('list', () => {
    it('pages newest first, searches, and flags the Management API', async () => {
      const first = await create({ name: 'Listed Alpha', indicator: 'https://alpha.list.example.com' });
      const second = await create({ name: 'Listed Beta', indicator: 'https://beta.list.example.com' });
      const page = await api.get<ResourceResponse[]>('/resources?search=%25list.example%25&page_size=1');
      expect(page.status).toBe(200);
      expect(page.headers.get('total-number')).toBe('2');
      expect(page.body.map((item) => item.id)).toEqual([second.id]);
      expect((await api.get<ResourceResponse[]>('/resources?search=%25list.example%25&page=2&page_size=1')).body.map((item) => item.id)).toEqual([first.id]);
      expect((await api.get<ResourceResponse[]>('/resources?search=%25LISTED%20beta%25')).body.map((item) => item.id)).toEqual([second.id]);

      const all = await api.get<ResourceResponse[]>('/resources?page_size=100');
      expect(Number(all.headers.get('total-number'))).toBe(all.body.length);
      const management = all.body.filter((item) => item.isManagementApi);
      expect(management.map((item) => item.indicator)).toEqual([managementIndicator]);
      expectError(await api.get('/resources?page=0'), 400, 'guard.invalid_pagination');
    });

    it('embeds scopes with includeScopes', async () => {
      const resource = await create({ name: 'With scopes', indicator: 'https://embed.example.com' });
      await api.post(`/resources/${resource.id}/scopes`, { name: 'read:embed' });
      const listed = await api.get<WithScopes[]>('/resources?search=%25embed.example%25&includeScopes=true');
      expect(listed.body[0]?.scopes?.map((scope) => scope.name)).toEqual(['read:embed']);
      const plain = await api.get<WithScopes[]>('/resources?search=%25embed.example%25');
      expect(plain.body[0]?.scopes).toBeUndefined();
      const management = (await api.get<WithScopes[]>('/resources?search=%25tessera.app%25&includeScopes=1')).body[0];
      expect(management?.scopes?.map((scope) => scope.name)).toEqual(['all']);
    });
  });

  describe('update and delete', () => {
    it('updates the name and token lifetime but not the indicator', async () => {
      const resource = await create({ name: 'Before', indicator: 'https://rename.example.com' });
      const patched = await api.patch<ResourceResponse>(`/resources/${resource.id}`, { name: 'After', accessTokenTtl: 120 });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ name: 'After', accessTokenTtl: 120, indicator: 'https://rename.example.com' });
      // The indicator is not a field of the update body: named in a 400 rather than dropped.
      const indicatorChange = { name: 'Again', indicator: 'https://changed.example.com' };
      expectError(await api.patch(`/resources/${resource.id}`, indicatorChange), 400, 'guard.invalid_input', 'indicator');
      expect((await api.get<ResourceResponse>(`/resources/${resource.id}`)).body.name).toBe('After');
      expectError(await api.patch(`/resources/${resource.id}`, { accessTokenTtl: 0 }), 400, 'guard.invalid_input', 'accessTokenTtl');
      expectError(await api.patch(`/resources/${resource.id}`, { name: '' }), 400, 'guard.invalid_input', 'name');
    });

    it('deletes a resource with its scopes', async () => {
      const resource = await create({ name: 'Doomed', indicator: 'https://doomed.example.com' });
      const scope = (await api.post<ScopeResponse>(`/resources/${resource.id}/scopes`, { name: 'read' })).body;
      expect((await api.delete(`/resources/${resource.id}`)).status).toBe(204);
      expectError(await api.get(`/resources/${resource.id}`), 404, 'entity.not_exists_with_id');
      expectError(await api.get(`/resources/${resource.id}/scopes`), 404, 'entity.not_exists_with_id');
      const role = await api.post('/roles', { name: 'Doomed role', description: 'x', scopeIds: [scope.id] });
      expectError(role, 404, 'entity.not_exists_with_id');
    });

    it('keeps the Management API read-only', async () => {
      const management = await managementApi();
      expectError(await api.patch(`/resources/${management.id}`, { name: 'Mine' }), 422, 'resource.cannot_modify_management_api');
      expectError(await api.delete(`/resources/${management.id}`), 422, 'resource.cannot_delete_management_api');
      expectError(await api.patch(`/resources/${management.id}/is-default`, { isDefault: true }), 422, 'resource.cannot_modify_management_api');
      expect((await api.get<ResourceResponse>(`/resources/${management.id}`)).body.name).toBe('Tessera Management API');
    });
  });

  describe('default resource', () => {
    it('keeps one default per tenant', async () => {
      const first = await create({ name: 'Default one', indicator: 'https://default-one.example.com' });
      const second = await create({ name: 'Default two', indicator: 'https://default-two.example.com' });
      const scope = scopeToTenant(server().context.database.db, defaultTenantId);

      const set = await api.patch<ResourceResponse>(`/resources/${first.id}/is-default`, { isDefault: true });
      expect(set.status).toBe(200);
      expect(set.body.isDefault).toBe(true);
      expect((await findDefaultResource(scope))?.id).toBe(first.id);

      expect((await api.patch<ResourceResponse>(`/resources/${second.id}/is-default`, { isDefault: true })).body.isDefault).toBe(true);
      expect((await api.get<ResourceResponse>(`/resources/${first.id}`)).body.isDefault).toBe(false);
      expect((await findDefaultResource(scope))?.id).toBe(second.id);

      expect((await api.patch<ResourceResponse>(`/resources/${second.id}/is-default`, { isDefault: false })).body.isDefault).toBe(false);
      expect(await findDefaultResource(scope)).toBeUndefined();
      expectError(await api.patch(`/resources/${second.id}/is-default`, { isDefault: 'yes' }), 400, 'guard.invalid_input', 'isDefault');
    });
  });

  describe('default resource at once', () => {
    it('leaves exactly one default when several are set concurrently', async () => {
      const resources = await Promise.all(
        [1, 2, 3, 4].map((index) => create({ name: `Racing ${index}`, indicator: `https://race-${index}.example.com` })),
      );
      const answers = await Promise.all(
        resources.map((resource) => api.patch(`/resources/${resource.id}/is-default`, { isDefault: true })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const listed = await api.get<ResourceResponse[]>('/resources?search=%25race-%25&page_size=100');
      expect(listed.body.filter((resource) => resource.isDefault)).toHaveLength(1);
    });
  });

  describe('tenants', () => {
    it('keeps resources of another tenant out of reach', async () => {
      const other = await createOtherTenant(server());
      const foreign = await insertResource(other, { id: 'foreignresource000001', name: 'Foreign', indicator: 'https://shared.example.com' });

      expectError(await api.get(`/resources/${foreign.id}`), 404, 'entity.not_exists_with_id');
      expectError(await api.patch(`/resources/${foreign.id}`, { name: 'Stolen' }), 404, 'entity.not_exists_with_id');
      expectError(await api.delete(`/resources/${foreign.id}`), 404, 'entity.not_exists_with_id');
      expectError(await api.patch(`/resources/${foreign.id}/is-default`, { isDefault: true }), 404, 'entity.not_exists_with_id');
      // The same indicator may exist in each tenant.
      const own = await create({ name: 'Shared', indicator: 'https://shared.example.com' });
      expect((await api.get<ResourceResponse[]>('/resources?search=%25shared.example%25')).body.map((item) => item.id)).toEqual([own.id]);

      const home = scopeToTenant(server().context.database.db, defaultTenantId);
      expect(await findResourceById(home, foreign.id)).toBeUndefined();
      expect(await findResourceById(other, own.id)).toBeUndefined();
      expect((await findResourceById(other, foreign.id))?.name).toBe('Foreign');

      const response = await fetch(`${server().url}/t/other/api/resources`);
      expect(response.status).toBe(404);
    });
  });
});
