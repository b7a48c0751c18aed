import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { findScopeById, insertResource, insertScope } from './queries.js';
import type { Resource as ResourceResponse, Scope as ScopeResponse } from '@tessera/schemas';

describeEachDatabase('API resource scopes API', (server) => {
  let api: ApiClient;
  let resource: ResourceResponse;
  const scopesOf = (resourceId: string) => `/resources/${resourceId}/scopes`;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    resource = (await api.post<ResourceResponse>('/resources', { name: 'Scoped', indicator: 'https://scoped.example.com' })).body;
  });

  it('creates, lists, searches and pages scopes newest first', async () => {
    const created = await api.post<ScopeResponse>(scopesOf(resource.id), { name: 'read:orders', description: 'Read orders' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      tenantId: defaultTenantId,
      resourceId: resource.id,
      name: 'read:orders',
      description: 'Read orders',
    });
    const second = (await api.post<ScopeResponse>(scopesOf(resource.id), { name: 'write:orders' })).body;
    expect(second.description).toBeNull();

    const list = await api.get<ScopeResponse[]>(scopesOf(resource.id));
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBe('2');
    expect(list.body.map((scope) => scope.name)).toEqual(['write:orders', 'read:orders']);
    expect((await api.get<ScopeResponse[]>(`${scopesOf(resource.id)}?page=2&page_size=1`)).body.map((scope) => scope.name)).toEqual(['read:orders']);
    expect((await api.get<ScopeResponse[]>(`${scopesOf(resource.id)}?search=%25READ%25`)).body.map((scope) => scope.name)).toEqual(['read:orders']);
    expect((await api.get<ScopeResponse[]>(`${scopesOf(resource.id)}?search=%25orders%20read%25`)).body).toEqual([]);
  });

  it('refuses duplicate names, names with spaces and bad input', async () => {
    await api.post(scopesOf(resource.id), { name: 'unique:scope' });
    const duplicate = expectError(await api.post(scopesOf(resource.id), { name: 'unique:scope' }), 422, 'scope.name_exists');
    expect(duplicate.data).toEqual({ name: 'unique:scope' });
    expectError(await api.post(scopesOf(resource.id), { name: 'read orders' }), 400, 'scope.name_with_space');
    expectError(await api.post(scopesOf(resource.id), { name: '' }), 400, 'guard.invalid_input', 'name');
    expectError(await api.post(scopesOf(resource.id), { name: 'x'.repeat(257) }), 400, 'guard.invalid_input', 'name');
    expectError(await api.post(scopesOf(resource.id), { name: 'ok', description: 5 }), 400, 'guard.invalid_input', 'description');

    const elsewhere = (await api.post<ResourceResponse>('/resources', { name: 'Elsewhere', indicator: 'https://elsewhere.example.com' })).body;
    expect((await api.post(scopesOf(elsewhere.id), { name: 'unique:scope' })).status).toBe(201);
  });

  it('updates a scope, keeping names unique within the resource', async () => {
    const scope = (await api.post<ScopeResponse>(scopesOf(resource.id), { name: 'old:name' })).body;
    await api.post(scopesOf(resource.id), { name: 'taken:name' });
    const patched = await api.patch<ScopeResponse>(`${scopesOf(resource.id)}/${scope.id}`, { name: 'new:name', description: 'Renamed' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: scope.id, name: 'new:name', description: 'Renamed' });
    expect((await api.patch<ScopeResponse>(`${scopesOf(resource.id)}/${scope.id}`, { name: 'new:name' })).status).toBe(200);
    expectError(await api.patch(`${scopesOf(resource.id)}/${scope.id}`, { name: 'taken:name' }), 422, 'scope.name_exists');
    expectError(await api.patch(`${scopesOf(resource.id)}/${scope.id}`, { name: 'has space' }), 400, 'scope.name_with_space');
    expectError(await api.patch(`${scopesOf(resource.id)}/nosuchscope`, { name: 'x' }), 404, 'entity.not_exists_with_id');
  });

  it('deletes a scope and answers 404 for it afterwards', async () => {
    const scope = (await api.post<ScopeResponse>(scopesOf(resource.id), { name: 'delete:me' })).body;
    expect((await api.delete(`${scopesOf(resource.id)}/${scope.id}`)).status).toBe(204);
    expectError(await api.delete(`${scopesOf(resource.id)}/${scope.id}`), 404, 'entity.not_exists_with_id');
  });

  it('answers 404 for a scope addressed through another resource', async () => {
    const scope = (await api.post<ScopeResponse>(scopesOf(resource.id), { name: 'mine:only' })).body;
    const other = (await api.post<ResourceResponse>('/resources', { name: 'Other', indicator: 'https://other-res.example.com' })).body;
    expectError(await api.patch(`${scopesOf(other.id)}/${scope.id}`, { name: 'x' }), 404, 'entity.not_exists_with_id');
    expectError(await api.delete(`${scopesOf(other.id)}/${scope.id}`), 404, 'entity.not_exists_with_id');
    expectError(await api.get(scopesOf('nosuchresource')), 404, 'entity.not_exists_with_id');
    expectError(await api.post(scopesOf('nosuchresource'), { name: 'x' }), 404, 'entity.not_exists_with_id');
  });

  it('keeps the scopes of the Management API unchanged', async () => {
    const management = (await api.get<ResourceResponse[]>('/resources?search=%25default.tessera.app%25')).body[0];
    const [all] = (await api.get<ScopeResponse[]>(scopesOf(management?.id ?? ''))).body;
    expect(all?.name).toBe('all');
    expectError(await api.post(scopesOf(management?.id ?? ''), { name: 'more' }), 422, 'resource.cannot_modify_management_api');
    expectError(await api.patch(`${scopesOf(management?.id ?? '')}/${all?.id}`, { name: 'some' }), 422, 'resource.cannot_modify_management_api');
    expectError(await api.delete(`${scopesOf(management?.id ?? '')}/${all?.id}`), 422, 'resource.cannot_modify_management_api');
  });

  it('does not reach scopes of another tenant', async () => {
    const other = await createOtherTenant(server());
    const foreignResource = await insertResource(other, { id: 'foreignscoperes000001', name: 'Foreign', indicator: 'https://foreign-scopes.example.com' });
    const foreignScope = await insertScope(other, { id: 'foreignscope000000001', resource_id: foreignResource.id, name: 'read' });
    expectError(await api.get(scopesOf(foreignResource.id)), 404, 'entity.not_exists_with_id');
    expectError(await api.post(scopesOf(foreignResource.id), { name: 'x' }), 404, 'entity.not_exists_with_id');
    expectError(await api.patch(`${scopesOf(foreignResource.id)}/${foreignScope.id}`, { name: 'x' }), 404, 'entity.not_exists_with_id');
    expectError(await api.patch(`${scopesOf(resource.id)}/${foreignScope.id}`, { name: 'x' }), 404, 'entity.not_exists_with_id');
    expectError(await api.delete(`${scopesOf(resource.id)}/${foreignScope.id}`), 404, 'entity.not_exists_with_id');
    const home = scopeToTenant(server().context.database.db, defaultTenantId);
    expect(await findScopeById(home, foreignScope.id)).toBeUndefined();
    expect((await findScopeById(other, foreignScope.id))?.name).toBe('read');
  });
});
