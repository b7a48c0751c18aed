import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createApplication } from '../applications/service.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { findApplicationRoleIds } from './assignment-queries.js';
import { insertRole } from './queries.js';
import type { Role, Application as ApplicationResponse } from '@tessera/schemas';

describeEachDatabase('Role applications API', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  const createRole = async (name: string, type = 'MachineToMachine') =>
    (await api.post<Role>('/roles', { name, description: 'x', type })).body.id;
  const createApp = async (name: string, type = 'MachineToMachine') =>
    (await api.post<ApplicationResponse>('/applications', { name, type })).body.id;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = scopeToTenant(server().context.database.db, defaultTenantId);
  });

  it('assigns a role to applications, lists and searches them, and removes it', async () => {
    const role = await createRole('Importer');
    const first = await createApp('Import worker');
    const second = await createApp('Export worker');
    expect((await api.post(`/roles/${role}/applications`, { applicationIds: [first, second] })).status).toBe(201);

    const list = await api.get<ApplicationResponse[]>(`/roles/${role}/applications`);
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBe('2');
    expect(list.body.map((app) => app.id)).toEqual([second, first]);
    expect((await api.get<ApplicationResponse[]>(`/roles/${role}/applications?search=%25import%25`)).body.map((app) => app.id)).toEqual([first]);
    expect((await api.get<ApplicationResponse[]>(`/roles/${role}/applications?page=2&page_size=1`)).body.map((app) => app.id)).toEqual([first]);

    expect((await api.delete(`/roles/${role}/applications/${first}`)).status).toBe(204);
    expect(await findApplicationRoleIds(home, first)).toEqual([]);
    expectError(await api.delete(`/roles/${role}/applications/${first}`), 404, 'entity.not_exists_with_id');
  });

  it('refuses apps holding the role, unknown apps and bad bodies', async () => {
    const role = await createRole('Picky');
    const app = await createApp('Picky worker');
    await api.post(`/roles/${role}/applications`, { applicationIds: [app] });
    const duplicate = expectError(await api.post(`/roles/${role}/applications`, { applicationIds: [app] }), 422, 'role.application_exists');
    expect(duplicate.data).toEqual({ applicationId: app });
    expectError(await api.post(`/roles/${role}/applications`, { applicationIds: ['nosuchapp'] }), 404, 'entity.not_exists_with_id');
    expectError(await api.post(`/roles/${role}/applications`, { applicationIds: [] }), 400, 'guard.invalid_input', 'applicationIds');
  });

  it('needs a machine-to-machine role and machine-to-machine apps', async () => {
    const userRole = await createRole('People only', 'User');
    const bot = await createApp('Bot');
    expectError(await api.get(`/roles/${userRole}/applications`), 422, 'role.m2m_role_for_m2m_only');
    expectError(await api.post(`/roles/${userRole}/applications`, { applicationIds: [bot] }), 422, 'role.m2m_role_for_m2m_only');

    const role = await createRole('Bots');
    const spa = await createApp('Browser app', 'SPA');
    const error = expectError(await api.post(`/roles/${role}/applications`, { applicationIds: [bot, spa] }), 422, 'application.m2m_only');
    expect(error.data).toEqual({ applicationId: spa });
    expect(await findApplicationRoleIds(home, bot)).toEqual([]);
  });

  it('answers 404 for unknown roles and keeps other tenants apart', async () => {
    expectError(await api.get('/roles/nosuchrole/applications'), 404, 'entity.not_exists_with_id');
    const other = await createOtherTenant(server());
    const { application } = await createApplication(other, server().context.vault, { name: 'Foreign', type: 'MachineToMachine' });
    const foreignRole = await insertRole(other, { id: 'foreignapprole0000001', name: 'Foreign', description: 'x', type: 'MachineToMachine' });
    expectError(await api.get(`/roles/${foreignRole.id}/applications`), 404, 'entity.not_exists_with_id');
    expectError(await api.post(`/roles/${foreignRole.id}/applications`, { applicationIds: [application.id] }), 404, 'entity.not_exists_with_id');

    const role = await createRole('Home bots');
    expectError(await api.post(`/roles/${role}/applications`, { applicationIds: [application.id] }), 404, 'entity.not_exists_with_id');
    expect(await findApplicationRoleIds(other, application.id)).toEqual([]);
  });
});
