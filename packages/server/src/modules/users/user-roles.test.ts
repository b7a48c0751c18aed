import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { findUserRoleIds } from '../roles/assignment-queries.js';
import { insertRole } from '../roles/queries.js';
import type { Role } from '@tessera/schemas';
import { insertTestUser } from '../../testing/test-users.js';

describeEachDatabase('User roles API', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  let roles: string[] = [];
  let botRole = '';
  const createRole = async (name: string, type = 'User') =>
    (await api.post<Role>('/roles', { name, description: 'x', type })).body.id;
  const sorted = (ids: string[]) => [...ids].sort();

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = scopeToTenant(server().context.database.db, defaultTenantId);
    roles = [await createRole('Author'), await createRole('Reviewer'), await createRole('Publisher')];
    botRole = await createRole('Crawler', 'MachineToMachine');
  });

  it('adds, lists, replaces and removes the roles of a user', async () => {
    const user = await insertTestUser(home, { name: 'Writer' });
    const first = await api.post(`/users/${user.id}/roles`, { roleIds: [roles[0], roles[1]] });
    expect(first.status).toBe(201);
    // The reference answers the ids asked for and those newly assigned.
    expect(first.body).toEqual({ roleIds: [roles[0], roles[1]], addedRoleIds: [roles[0], roles[1]] });
    const again = await api.post(`/users/${user.id}/roles`, { roleIds: [roles[1]] });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ roleIds: [roles[1]], addedRoleIds: [] });

    const list = await api.get<Role[]>(`/users/${user.id}/roles`);
    expect(list.status).toBe(200);
    expect(list.headers.get('total-number')).toBe('2');
    expect(sorted(list.body.map((role) => role.id))).toEqual(sorted([roles[0] ?? '', roles[1] ?? '']));
    expect((await api.get<Role[]>(`/users/${user.id}/roles?search=%25review%25`)).body.map((role) => role.name)).toEqual(['Reviewer']);

    const replaced = await api.put(`/users/${user.id}/roles`, { roleIds: [roles[1], roles[2]] });
    expect(replaced.status).toBe(200);
    expect(sorted(await findUserRoleIds(home, user.id))).toEqual(sorted([roles[1] ?? '', roles[2] ?? '']));

    expect((await api.delete(`/users/${user.id}/roles/${roles[2]}`)).status).toBe(204);
    expect(await findUserRoleIds(home, user.id)).toEqual([roles[1]]);
    expectError(await api.delete(`/users/${user.id}/roles/${roles[2]}`), 404, 'entity.not_exists_with_id');

    expect((await api.put(`/users/${user.id}/roles`, { roleIds: [] })).status).toBe(200);
    expect(await findUserRoleIds(home, user.id)).toEqual([]);
  });

  it('accepts User roles only', async () => {
    const user = await insertTestUser(home);
    const error = expectError(await api.post(`/users/${user.id}/roles`, { roleIds: [roles[0], botRole] }), 422, 'user.invalid_role_type');
    expect(error.data).toEqual({ roleId: botRole });
    expectError(await api.put(`/users/${user.id}/roles`, { roleIds: [botRole] }), 422, 'user.invalid_role_type');
    expect(await findUserRoleIds(home, user.id)).toEqual([]);
  });

  it('validates the body and answers 404 for unknown users and roles', async () => {
    const user = await insertTestUser(home);
    expectError(await api.post(`/users/${user.id}/roles`, {}), 400, 'guard.invalid_input', 'roleIds');
    expectError(await api.put(`/users/${user.id}/roles`, { roleIds: 'x' }), 400, 'guard.invalid_input', 'roleIds');
    expectError(await api.post(`/users/${user.id}/roles`, { roleIds: ['nosuchrole'] }), 404, 'entity.not_exists_with_id');
    const missing = expectError(await api.get('/users/nosuchuser/roles'), 404, 'entity.not_exists_with_id');
    expect(missing.data).toEqual({ name: 'user', id: 'nosuchuser' });
    expectError(await api.post('/users/nosuchuser/roles', { roleIds: roles }), 404, 'entity.not_exists_with_id');
    expectError(await api.put('/users/nosuchuser/roles', { roleIds: [] }), 404, 'entity.not_exists_with_id');
    expectError(await api.delete(`/users/nosuchuser/roles/${roles[0]}`), 404, 'entity.not_exists_with_id');
  });

  it('keeps users and roles of another tenant apart', async () => {
    const other = await createOtherTenant(server());
    const foreignUser = await insertTestUser(other);
    const foreignRole = await insertRole(other, { id: 'foreignuserroles00001', name: 'Author', description: 'x' });
    expectError(await api.get(`/users/${foreignUser.id}/roles`), 404, 'entity.not_exists_with_id');
    expectError(await api.post(`/users/${foreignUser.id}/roles`, { roleIds: roles }), 404, 'entity.not_exists_with_id');

    const user = await insertTestUser(home);
    expectError(await api.post(`/users/${user.id}/roles`, { roleIds: [foreignRole.id] }), 404, 'entity.not_exists_with_id');
    expect(await findUserRoleIds(other, foreignUser.id)).toEqual([]);
    expect(await findUserRoleIds(home, user.id)).toEqual([]);
  });
});
