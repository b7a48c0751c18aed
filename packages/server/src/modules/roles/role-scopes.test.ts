import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { insertResource, insertScope } from '../resources/queries.js';
import { findRoleScopeIds, insertRole } from './queries.js';
import type { Role, Resource as ResourceResponse, Scope as ScopeResponse } from '@tessera/schemas';

type RoleScope = ScopeResponse & { resource: ResourceResponse };

describeEachDatabase('Role scopes API', (server) => {
  let api: ApiClient;
  let resource: ResourceResponse;
  let scopes: ScopeResponse[] = [];
  const createRole = async (name: string, type = 'User') =>
    (await api.post<Role>('/roles', { name, description: 'x', type })).body.id;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    resource = (await api.post<ResourceResponse>('/resources', { name: 'Files', indicator: 'https://files.example.com' })).body;
    scopes = [];
    for (const name of ['read:files', 'write:files', 'delete:files']) {
      scopes.push((await api.post<ScopeResponse>(`/resources/${resource.id}/scopes`, { name })).body);
    }
  });

  it('adds scopes, lists them with their resource, and removes them', async () => {
    const role = await createRole('File manager');
    const added = await api.post<ScopeResponse[]>(`/roles/${role}/scopes`, { scopeIds: [scopes[0]?.id, scopes[1]?.id] });
    expect(added.status).toBe(201);
    expect(added.body.map((scope) => scope.name).sort()).toEqual(['read:files', 'write:files']);

    const more = await api.post<ScopeResponse[]>(`/roles/${role}/scopes`, { scopeIds: [scopes[2]?.id] });
    expect(more.body).toHaveLength(3);

    const list = await api.get<RoleScope[]>(`/roles/${role}/scopes?page_size=2`);
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBe('3');
    expect(list.body).toHaveLength(2);
    expect(list.body[0]?.resource).toMatchObject({ id: resource.id, indicator: 'https://files.example.com' });
    expect((await api.get<RoleScope[]>(`/roles/${role}/scopes?search=%25write%25`)).body.map((scope) => scope.name)).toEqual(['write:files']);

    expect((await api.delete(`/roles/${role}/scopes/${scopes[1]?.id}`)).status).toBe(204);
    const scope = scopeToTenant(server().context.database.db, defaultTenantId);
    expect((await findRoleScopeIds(scope, role)).sort()).toEqual([scopes[0]?.id, scopes[2]?.id].sort());
    expectError(await api.delete(`/roles/${role}/scopes/${scopes[1]?.id}`), 404, 'entity.not_exists_with_id');
  });

  it('refuses scopes the role holds, unknown scopes and bad bodies', async () => {
    const role = await createRole('Strict');
    await api.post(`/roles/${role}/scopes`, { scopeIds: [scopes[0]?.id] });
    const duplicate = expectError(await api.post(`/roles/${role}/scopes`, { scopeIds: [scopes[0]?.id] }), 422, 'role.scope_exists');
    expect(duplicate.data).toEqual({ scopeId: scopes[0]?.id });
    expectError(await api.post(`/roles/${role}/scopes`, { scopeIds: ['nosuchscope'] }), 404, 'entity.not_exists_with_id');
    expectError(await api.post(`/roles/${role}/scopes`, { scopeIds: [] }), 400, 'guard.invalid_input', 'scopeIds');
    expectError(await api.post(`/roles/${role}/scopes`, {}), 400, 'guard.invalid_input', 'scopeIds');
  });

  it('keeps Management API scopes away from User roles', async () => {
    const management = (await api.get<(ResourceResponse & { scopes: ScopeResponse[] })[]>('/resources?search=%25default.tessera.app%25&includeScopes=true')).body[0];
    const all = management?.scopes[0]?.id;
    const userRole = await createRole('Wannabe admin');
    expectError(await api.post(`/roles/${userRole}/scopes`, { scopeIds: [all] }), 422, 'role.management_api_scopes_not_assignable_to_user_role');
    const botRole = await createRole('Admin bot role', 'MachineToMachine');
    expect((await api.post(`/roles/${botRole}/scopes`, { scopeIds: [all] })).status).toBe(201);
  });

  it('answers 404 for unknown roles and those of another tenant', async () => {
    expectError(await api.get('/roles/nosuchrole/scopes'), 404, 'entity.not_exists_with_id');
    expectError(await api.post('/roles/nosuchrole/scopes', { scopeIds: [scopes[0]?.id] }), 404, 'entity.not_exists_with_id');
    expectError(await api.delete(`/roles/nosuchrole/scopes/${scopes[0]?.id}`), 404, 'entity.not_exists_with_id');

    const other = await createOtherTenant(server());
    const foreignRole = await insertRole(other, { id: 'foreignscoperole00001', name: 'Foreign', description: 'x' });
    const foreignResource = await insertResource(other, { id: 'foreignrolescoperes01', name: 'F', indicator: 'https://f.example.com' });
    const foreignScope = await insertScope(other, { id: 'foreignrolescope00001', resource_id: foreignResource.id, name: 'read' });
    expectError(await api.get(`/roles/${foreignRole.id}/scopes`), 404, 'entity.not_exists_with_id');
    expectError(await api.post(`/roles/${foreignRole.id}/scopes`, { scopeIds: [scopes[0]?.id] }), 404, 'entity.not_exists_with_id');

    const role = await createRole('Cross tenant');
    expectError(await api.post(`/roles/${role}/scopes`, { scopeIds: [foreignScope.id] }), 404, 'entity.not_exists_with_id');
    expect(await findRoleScopeIds(other, foreignRole.id)).toEqual([]);
  });
});
