import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { findRoleById, findRoleByName, insertRole } from './queries.js';
import type { Role, RoleListItem, Resource as ResourceResponse, Scope as ScopeResponse, Application as ApplicationResponse } from '@tessera/schemas';
import { insertTestUser } from '../../testing/test-users.js';

describeEachDatabase('Roles API', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  const create = async (body: Record<string, unknown>) => {
    const response = await api.post<Role>('/roles', body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = scopeToTenant(server().context.database.db, defaultTenantId);
  });

  describe('create', () => {
    it('creates User roles by default and machine-to-machine roles on request', async () => {
      const user = await create({ name: 'Viewer', description: 'Can view' });
      expect(user).toMatchObject({ tenantId: defaultTenantId, name: 'Viewer', description: 'Can view', type: 'User', isDefault: false });
      expect(user.id).toMatch(/^[\da-z]{21}$/);
      expect((await create({ name: 'Newcomer', description: 'Default', isDefault: true })).isDefault).toBe(true);
      expect((await create({ name: 'Robot', description: 'Bots', type: 'MachineToMachine' })).type).toBe('MachineToMachine');
      expect((await api.get<Role>(`/roles/${user.id}`)).body).toEqual(user);
    });

    it.each([
      [{ name: '', description: 'x' }, 'name'],
      [{ name: 'x'.repeat(129), description: 'x' }, 'name'],
      [{ name: 'No description' }, 'description'],
      [{ name: 'Empty description', description: '' }, 'description'],
      [{ name: 'Long description', description: 'x'.repeat(129) }, 'description'],
      [{ name: 'Typed', description: 'x', type: 'Admin' }, 'type'],
      [{ name: 'Scoped', description: 'x', scopeIds: 'abc' }, 'scopeIds'],
    ])('refuses %j with 400 naming %s', async (body, field) => {
      expectError(await api.post('/roles', body), 400, 'guard.invalid_input', field);
    });

    it('refuses a name in use and default machine-to-machine roles', async () => {
      await create({ name: 'Taken', description: 'x' });
      const error = expectError(await api.post('/roles', { name: 'Taken', description: 'y' }), 422, 'role.name_in_use');
      expect(error.data).toEqual({ name: 'Taken' });
      expectError(await api.post('/roles', { name: 'Default bot', description: 'x', type: 'MachineToMachine', isDefault: true }), 422, 'role.type_mismatch');
      expect(await findRoleByName(home, 'Default bot')).toBeUndefined();
    });

    it('grants scopes at creation, checking they exist and may be held', async () => {
      const resource = (await api.post<ResourceResponse>('/resources', { name: 'Docs', indicator: 'https://docs.example.com' })).body;
      const read = (await api.post<ScopeResponse>(`/resources/${resource.id}/scopes`, { name: 'read:docs' })).body;
      const role = await create({ name: 'Doc reader', description: 'x', scopeIds: [read.id] });
      const scopes = await api.get<ScopeResponse[]>(`/roles/${role.id}/scopes`);
      expect(scopes.body.map((scope) => scope.id)).toEqual([read.id]);

      const missing = expectError(await api.post('/roles', { name: 'Ghost', description: 'x', scopeIds: ['nosuchscope'] }), 404, 'entity.not_exists_with_id');
      expect(missing.data).toEqual({ name: 'scope', id: 'nosuchscope' });
      expect(await findRoleByName(home, 'Ghost')).toBeUndefined();

      const management = (await api.get<(ResourceResponse & { scopes: ScopeResponse[] })[]>('/resources?search=%25default.tessera.app%25&includeScopes=true')).body[0];
      const all = management?.scopes[0]?.id;
      expectError(await api.post('/roles', { name: 'Super user', description: 'x', scopeIds: [all] }), 422, 'role.management_api_scopes_not_assignable_to_user_role');
      expect((await create({ name: 'Super bot', description: 'x', type: 'MachineToMachine', scopeIds: [all] })).type).toBe('MachineToMachine');
    });
  });

  describe('list', () => {
    it('pages newest first, searches and filters by type', async () => {
      const ids: string[] = [];
      for (const [index, type] of ['User', 'MachineToMachine', 'User'].entries()) {
        ids.push((await create({ name: `Listed ${index}`, description: index === 1 ? 'Nightly SYNC' : 'x', type })).id);
      }
      const page = await api.get<RoleListItem[]>('/roles?search=%25listed%25&page_size=2');
      expect(page.status).toBe(200);
      expect(page.headers.get('total-number')).toBe('3');
      expect(page.body.map((role) => role.id)).toEqual([ids[2], ids[1]]);
      expect((await api.get<RoleListItem[]>('/roles?search=%25listed%25&page=2&page_size=2')).body.map((role) => role.id)).toEqual([ids[0]]);
      expect((await api.get<RoleListItem[]>('/roles?search=%25sync%25')).body.map((role) => role.id)).toEqual([ids[1]]);
      const bots = await api.get<RoleListItem[]>('/roles?search=%25listed%25&type=MachineToMachine');
      expect(bots.body.map((role) => role.id)).toEqual([ids[1]]);
      expectError(await api.get('/roles?type=Admin'), 400, 'guard.invalid_input', 'type');
      expectError(await api.get('/roles?page_size=0'), 400, 'guard.invalid_pagination');
    });

    it('counts and previews holders, and leaves out roles of a user or app', async () => {
      const userRole = await create({ name: 'Previewed', description: 'x' });
      const botRole = await create({ name: 'Previewed bot', description: 'x', type: 'MachineToMachine' });
      const users = [];
      for (const name of ['Ann', 'Ben', 'Cai', 'Dee']) {
        users.push(await insertTestUser(home, { name }));
      }
      await api.post(`/roles/${userRole.id}/users`, { userIds: users.map((user) => user.id) });
      const app = (await api.post<ApplicationResponse>('/applications', { name: 'Preview app', type: 'MachineToMachine' })).body;
      await api.post(`/roles/${botRole.id}/applications`, { applicationIds: [app.id] });

      const listed = (await api.get<RoleListItem[]>('/roles?search=%25previewed%25')).body;
      const user = listed.find((role) => role.id === userRole.id);
      expect(user?.usersCount).toBe(4);
      expect(user?.featuredUsers).toHaveLength(3);
      expect(user?.applicationsCount).toBe(0);
      expect(user?.featuredUsers[0]).toEqual({ id: expect.any(String), name: expect.any(String), avatar: null });
      const bot = listed.find((role) => role.id === botRole.id);
      expect(bot).toMatchObject({ applicationsCount: 1, featuredApplications: [{ id: app.id, name: 'Preview app', type: 'MachineToMachine' }], usersCount: 0, featuredUsers: [] });

      const withoutUsers = (await api.get<RoleListItem[]>(`/roles?search=%25previewed%25&excludeUserId=${users[0]?.id}`)).body;
      expect(withoutUsers.map((role) => role.id)).toEqual([botRole.id]);
      const withoutApp = (await api.get<RoleListItem[]>(`/roles?search=%25previewed%25&excludeApplicationId=${app.id}`)).body;
      expect(withoutApp.map((role) => role.id)).toEqual([userRole.id]);
    });
  });

  describe('update and delete', () => {
    it('updates name, description and default flag', async () => {
      const role = await create({ name: 'Editable', description: 'x' });
      const patched = await api.patch<Role>(`/roles/${role.id}`, { name: 'Edited', description: 'y', isDefault: true });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ name: 'Edited', description: 'y', isDefault: true, type: 'User' });
      // The type is fixed once created: not a field of the update body, so it is named in a 400.
      expectError(await api.patch(`/roles/${role.id}`, { type: 'MachineToMachine' }), 400, 'guard.invalid_input', 'type');
      expect((await api.patch<Role>(`/roles/${role.id}`, { name: 'Edited' })).status).toBe(200);
      await create({ name: 'Occupied', description: 'x' });
      expectError(await api.patch(`/roles/${role.id}`, { name: 'Occupied' }), 422, 'role.name_in_use');
      expectError(await api.patch(`/roles/${role.id}`, { description: '' }), 400, 'guard.invalid_input', 'description');

      const bot = await create({ name: 'Not default', description: 'x', type: 'MachineToMachine' });
      expectError(await api.patch(`/roles/${bot.id}`, { isDefault: true }), 422, 'role.type_mismatch');
    });

    it('deletes a role and answers 404 for unknown ids', async () => {
      const role = await create({ name: 'Short-lived', description: 'x' });
      expect((await api.delete(`/roles/${role.id}`)).status).toBe(204);
      const error = expectError(await api.get(`/roles/${role.id}`), 404, 'entity.not_exists_with_id');
      expect(error.data).toEqual({ name: 'role', id: role.id });
      expectError(await api.delete(`/roles/${role.id}`), 404, 'entity.not_exists_with_id');
      expectError(await api.patch(`/roles/${role.id}`, { name: 'x' }), 404, 'entity.not_exists_with_id');
    });
  });

  describe('tenants', () => {
    it('keeps roles of another tenant out of reach', async () => {
      const other = await createOtherTenant(server());
      const foreign = await insertRole(other, { id: 'foreignrole0000000001', name: 'Viewer', description: 'Same name, other tenant' });
      expectError(await api.get(`/roles/${foreign.id}`), 404, 'entity.not_exists_with_id');
      expectError(await api.patch(`/roles/${foreign.id}`, { name: 'Stolen' }), 404, 'entity.not_exists_with_id');
      expectError(await api.delete(`/roles/${foreign.id}`), 404, 'entity.not_exists_with_id');
      expect((await api.get<Role[]>(`/roles?search=%25${foreign.id}%25`)).body).toEqual([]);
      expect(await findRoleById(home, foreign.id)).toBeUndefined();
      expect((await findRoleById(other, foreign.id))?.description).toBe('Same name, other tenant');
      const own = await findRoleByName(home, 'Viewer');
      expect(own).toBeDefined();
      expect(await findRoleById(other, own?.id ?? '')).toBeUndefined();
      expect((await fetch(`${server().url}/t/other/api/roles`)).status).toBe(404);
    });
  });
});
