import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { findUserRoleIds } from './assignment-queries.js';
import { insertRole } from './queries.js';
import type { Role } from '@tessera/schemas';
import { insertTestUser } from '../../testing/test-users.js';
import type { UserInfo } from '@tessera/schemas';

describeEachDatabase('Role users API', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  const createRole = async (name: string, type = 'User') =>
    (await api.post<Role>('/roles', { name, description: 'x', type })).body.id;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = scopeToTenant(server().context.database.db, defaultTenantId);
  });

  it('assigns a role to users, lists and searches them, and removes it', async () => {
    const role = await createRole('Support');
    const ann = await insertTestUser(home, { username: 'ann_support', name: 'Ann', primaryEmail: 'ann@example.com' });
    const ben = await insertTestUser(home, { username: 'ben_support', name: 'Ben' });
    expect((await api.post(`/roles/${role}/users`, { userIds: [ann.id, ben.id] })).status).toBe(201);

    const list = await api.get<UserInfo[]>(`/roles/${role}/users`);
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBe('2');
    expect(list.body.map((user) => user.id).sort()).toEqual([ann.id, ben.id].sort());
    const annListed = list.body.find((user) => user.id === ann.id);
    expect(annListed).toMatchObject({ username: 'ann_support', name: 'Ann', primaryEmail: 'ann@example.com', hasPassword: false, isSuspended: false });
    expect(JSON.stringify(list.body)).not.toContain('password_encrypted');
    expect((await api.get<UserInfo[]>(`/roles/${role}/users?search=%25ANN@%25`)).body.map((user) => user.id)).toEqual([ann.id]);
    expect((await api.get<UserInfo[]>(`/roles/${role}/users?page=2&page_size=1`)).body).toHaveLength(1);

    expect((await api.delete(`/roles/${role}/users/${ann.id}`)).status).toBe(204);
    expect(await findUserRoleIds(home, ann.id)).toEqual([]);
    expect(await findUserRoleIds(home, ben.id)).toEqual([role]);
    expectError(await api.delete(`/roles/${role}/users/${ann.id}`), 404, 'entity.not_exists_with_id');
  });

  it('refuses users holding the role, unknown users and bad bodies', async () => {
    const role = await createRole('Careful');
    const user = await insertTestUser(home);
    await api.post(`/roles/${role}/users`, { userIds: [user.id] });
    const duplicate = expectError(await api.post(`/roles/${role}/users`, { userIds: [user.id] }), 422, 'role.user_exists');
    expect(duplicate.data).toEqual({ userId: user.id });
    const missing = expectError(await api.post(`/roles/${role}/users`, { userIds: ['nosuchuser'] }), 404, 'entity.not_exists_with_id');
    expect(missing.data).toEqual({ name: 'user', id: 'nosuchuser' });
    expectError(await api.post(`/roles/${role}/users`, { userIds: [] }), 400, 'guard.invalid_input', 'userIds');
  });

  it('is for User roles only', async () => {
    const bot = await createRole('Bots only', 'MachineToMachine');
    const user = await insertTestUser(home);
    expectError(await api.get(`/roles/${bot}/users`), 422, 'role.user_role_for_user_only');
    expectError(await api.post(`/roles/${bot}/users`, { userIds: [user.id] }), 422, 'role.user_role_for_user_only');
    expect(await findUserRoleIds(home, user.id)).toEqual([]);
  });

  it('answers 404 for unknown roles and keeps other tenants apart', async () => {
    expectError(await api.get('/roles/nosuchrole/users'), 404, 'entity.not_exists_with_id');
    expectError(await api.post('/roles/nosuchrole/users', { userIds: ['x'] }), 404, 'entity.not_exists_with_id');

    const other = await createOtherTenant(server());
    const foreignUser = await insertTestUser(other, { name: 'Foreigner' });
    const foreignRole = await insertRole(other, { id: 'foreignuserrole000001', name: 'Foreign', description: 'x' });
    expectError(await api.get(`/roles/${foreignRole.id}/users`), 404, 'entity.not_exists_with_id');
    expectError(await api.delete(`/roles/${foreignRole.id}/users/${foreignUser.id}`), 404, 'entity.not_exists_with_id');

    const role = await createRole('Home only');
    expectError(await api.post(`/roles/${role}/users`, { userIds: [foreignUser.id] }), 404, 'entity.not_exists_with_id');
    expect(await findUserRoleIds(other, foreignUser.id)).toEqual([]);
  });
});
