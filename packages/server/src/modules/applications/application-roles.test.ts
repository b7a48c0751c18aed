import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { findApplicationRoleIds } from '../roles/assignment-queries.js';
import { insertRole } from '../roles/queries.js';
import type { Role, Application as ApplicationResponse } from '@tessera/schemas';
import { createApplication } from './service.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';

describeEachDatabase('Application roles API', (server) => {
  let api: ApiClient;
  let m2mRoles: string[] = [];
  let userRole = '';

  const createApp = async (type: string) =>
    (await api.post<ApplicationResponse>('/applications', { name: `Roles ${type}`, type })).body.id;
  const createRole = async (name: string, type: string) => {
    const response = await api.post<Role>('/roles', { name, description: `${name} role`, type });
    expect(response.status).toBe(200);
    return response.body.id;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    m2mRoles = [await createRole('Reporter', 'MachineToMachine'), await createRole('Syncer', 'MachineToMachine')];
    userRole = await createRole('Editor', 'User');
  });

  it('adds, lists, replaces and removes roles of a machine-to-machine app', async () => {
    const app = await createApp('MachineToMachine');
    const added = await api.post(`/applications/${app}/roles`, { roleIds: [m2mRoles[0]] });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ roleIds: [m2mRoles[0]], addedRoleIds: [m2mRoles[0]] });

    const again = await api.post(`/applications/${app}/roles`, { roleIds: m2mRoles });
    expect(again.body).toEqual({ roleIds: m2mRoles, addedRoleIds: [m2mRoles[1]] });

    const list = await api.get<Role[]>(`/applications/${app}/roles`);
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBe('2');
    expect(list.body.map((role) => role.name).sort()).toEqual(['Reporter', 'Syncer']);
    const searched = await api.get<Role[]>(`/applications/${app}/roles?search=%25sync%25`);
    expect(searched.body.map((role) => role.name)).toEqual(['Syncer']);

    const replaced = await api.put(`/applications/${app}/roles`, { roleIds: [m2mRoles[1]] });
    expect(replaced.status).toBe(200);
    const scope = scopeToTenant(server().context.database.db, defaultTenantId);
    expect(await findApplicationRoleIds(scope, app)).toEqual([m2mRoles[1]]);

    expect((await api.delete(`/applications/${app}/roles/${m2mRoles[1]}`)).status).toBe(204);
    expect((await api.get<Role[]>(`/applications/${app}/roles`)).body).toEqual([]);
    expectError(await api.delete(`/applications/${app}/roles/${m2mRoles[1]}`), 404, 'entity.not_exists_with_id');

    await api.put(`/applications/${app}/roles`, { roleIds: m2mRoles });
    expect((await api.put(`/applications/${app}/roles`, { roleIds: [] })).status).toBe(200);
    expect(await findApplicationRoleIds(scope, app)).toEqual([]);
  });

  it('is for machine-to-machine apps only', async () => {
    const spa = await createApp('SPA');
    expectError(await api.get(`/applications/${spa}/roles`), 422, 'application.invalid_type');
    expectError(await api.post(`/applications/${spa}/roles`, { roleIds: [m2mRoles[0]] }), 422, 'application.invalid_type');
    expectError(await api.put(`/applications/${spa}/roles`, { roleIds: [] }), 422, 'application.invalid_type');
    expectError(await api.delete(`/applications/${spa}/roles/${m2mRoles[0]}`), 422, 'application.invalid_type');
  });

  it('accepts machine-to-machine roles only (reference code application.invalid_role_type)', async () => {
    const app = await createApp('MachineToMachine');
    const error = expectError(
      await api.post(`/applications/${app}/roles`, { roleIds: [m2mRoles[0], userRole] }),
      422,
      'application.invalid_role_type',
    );
    expect(error.data).toEqual({ roleId: userRole });
    expectError(await api.put(`/applications/${app}/roles`, { roleIds: [userRole] }), 422, 'application.invalid_role_type');
    const scope = scopeToTenant(server().context.database.db, defaultTenantId);
    expect(await findApplicationRoleIds(scope, app)).toEqual([]);
  });

  it('validates the body and answers 404 for unknown apps and roles', async () => {
    const app = await createApp('MachineToMachine');
    expectError(await api.post(`/applications/${app}/roles`, {}), 400, 'guard.invalid_input', 'roleIds');
    expectError(await api.post(`/applications/${app}/roles`, { roleIds: [''] }), 400, 'guard.invalid_input', 'roleIds.0');
    expectError(await api.post(`/applications/${app}/roles`, { roleIds: ['nosuchrole'] }), 404, 'entity.not_exists_with_id');
    expectError(await api.get('/applications/nosuchapp/roles'), 404, 'entity.not_exists_with_id');
    expectError(await api.post('/applications/nosuchapp/roles', { roleIds: m2mRoles }), 404, 'entity.not_exists_with_id');
  });

  it('does not reach apps or roles of another tenant', async () => {
    const other = await createOtherTenant(server());
    const { application } = await createApplication(other, server().context.vault, { name: 'Foreign', type: 'MachineToMachine' });
    const foreignRole = await insertRole(other, { id: 'foreignm2mrole0000001', name: 'Foreign', description: 'x', type: 'MachineToMachine' });
    expectError(await api.get(`/applications/${application.id}/roles`), 404, 'entity.not_exists_with_id');
    expectError(await api.post(`/applications/${application.id}/roles`, { roleIds: m2mRoles }), 404, 'entity.not_exists_with_id');

    const app = await createApp('MachineToMachine');
    expectError(await api.post(`/applications/${app}/roles`, { roleIds: [foreignRole.id] }), 404, 'entity.not_exists_with_id');
    expect(await findApplicationRoleIds(other, application.id)).toEqual([]);
  });
});
