import {
  defaultTenantId,
  type OrganizationRole,
  type OrganizationRoleWithScopes,
  type OrganizationScope,
  type Resource,
  type Scope,
} from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import {
  findOrganizationRoleById,
  findOrganizationScopeById,
  insertOrganizationRole,
  insertOrganizationScope,
} from './template-queries.js';

describeEachDatabase('Organization template API', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  const createScope = async (name: string, description?: string) => {
    const response = await api.post<OrganizationScope>('/organization-scopes', {
      name,
      description,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  };
  const createRole = async (body: Record<string, unknown>) => {
    const response = await api.post<OrganizationRole>('/organization-roles', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  };
  const createResourceScope = async (indicator: string, name: string) => {
    const resource = (await api.post<Resource>('/resources', { name: indicator, indicator })).body;
    return (await api.post<Scope>(`/resources/${resource.id}/scopes`, { name })).body;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = scopeToTenant(server().context.database.db, defaultTenantId);
  });

  describe('organization scopes', () => {
    it('creates, reads, updates, lists and deletes', async () => {
      const read = await createScope('read:reports', 'Read reports');
      expect(read).toEqual({
        tenantId: defaultTenantId,
        id: expect.stringMatching(/^[\da-z]{21}$/),
        name: 'read:reports',
        description: 'Read reports',
      });
      expect((await createScope('write:reports')).description).toBeNull();
      expect((await api.get<OrganizationScope>(`/organization-scopes/${read.id}`)).body).toEqual(
        read,
      );

      const patched = await api.patch<OrganizationScope>(`/organization-scopes/${read.id}`, {
        description: null,
      });
      expect(patched.body).toEqual({ ...read, description: null });

      const page = await api.get<OrganizationScope[]>(
        '/organization-scopes?q=reports&page=1&page_size=1',
      );
      expect(page.headers.get('total-number')).toBe('2');
      expect(page.body.map((scope) => scope.name)).toEqual(['read:reports']);
      expect(
        (await api.get<OrganizationScope[]>('/organization-scopes?search=write%25')).body.map(
          (s) => s.name,
        ),
      ).toEqual(['write:reports']);
      // `q` is plain text: `%` and `_` in it match themselves.
      expect((await api.get<OrganizationScope[]>('/organization-scopes?q=%25')).body).toEqual([]);

      expect((await api.delete(`/organization-scopes/${read.id}`)).status).toBe(204);
      expectError(
        await api.get(`/organization-scopes/${read.id}`),
        404,
        'entity.not_exists_with_id',
      );
      expectError(
        await api.delete(`/organization-scopes/${read.id}`),
        404,
        'entity.not_exists_with_id',
      );
    });

    it('refuses duplicate names and bad bodies', async () => {
      const scope = await createScope('unique:scope');
      const duplicate = expectError(
        await api.post('/organization-scopes', { name: 'unique:scope' }),
        422,
        'entity.unique_integrity_violation',
      );
      expect(duplicate.data).toEqual({ field: 'name', value: 'unique:scope' });
      const other = await createScope('other:scope');
      expectError(
        await api.patch(`/organization-scopes/${other.id}`, { name: scope.name }),
        422,
        'entity.unique_integrity_violation',
      );
      expectError(
        await api.post('/organization-scopes', { name: '' }),
        400,
        'guard.invalid_input',
        'name',
      );
      expectError(
        await api.post('/organization-scopes', { name: 'x'.repeat(129) }),
        400,
        'guard.invalid_input',
        'name',
      );
      expectError(
        await api.post('/organization-scopes', { name: 'extra', id: 'mine' }),
        400,
        'guard.invalid_input',
        'id',
      );
    });
  });

  describe('organization roles', () => {
    it('creates with scopes of both kinds and lists them with what they grant', async () => {
      const manage = await createScope('manage:members');
      const invite = await createScope('invite:members');
      const resourceScope = await createResourceScope('https://crm.example.com', 'read:crm');
      const admin = await createRole({
        name: 'Org admin',
        description: 'Runs the organization',
        organizationScopeIds: [manage.id, invite.id],
        resourceScopeIds: [resourceScope.id],
      });
      expect(admin).toEqual({
        tenantId: defaultTenantId,
        id: expect.any(String),
        name: 'Org admin',
        description: 'Runs the organization',
        type: 'User',
      });
      const bot = await createRole({ name: 'Org bot', type: 'MachineToMachine' });
      expect(bot).toMatchObject({ type: 'MachineToMachine', description: null });

      const list = await api.get<OrganizationRoleWithScopes[]>(
        '/organization-roles?q=org&page=1&page_size=10',
      );
      expect(list.headers.get('total-number')).toBe('2');
      expect(list.body.map((role) => role.name)).toEqual(['Org admin', 'Org bot']);
      expect(list.body[0]?.scopes.map((scope) => scope.name)).toEqual([
        'invite:members',
        'manage:members',
      ]);
      expect(list.body[0]?.resourceScopes).toEqual([
        {
          id: resourceScope.id,
          name: 'read:crm',
          resource: { id: resourceScope.resourceId, name: 'https://crm.example.com' },
        },
      ]);
      expect(list.body[1]).toMatchObject({ scopes: [], resourceScopes: [] });

      const scopes = await api.get<OrganizationScope[]>(`/organization-roles/${admin.id}/scopes`);
      expect(scopes.headers.get('total-number')).toBe('2');
      const resourceScopes = await api.get<Scope[]>(
        `/organization-roles/${admin.id}/resource-scopes`,
      );
      expect(resourceScopes.body).toEqual([
        expect.objectContaining({ id: resourceScope.id, name: 'read:crm' }),
      ]);
    });

    it('refuses duplicate names, unknown scopes and unknown types, writing nothing', async () => {
      await createRole({ name: 'Taken role' });
      expectError(
        await api.post('/organization-roles', { name: 'Taken role' }),
        422,
        'entity.unique_integrity_violation',
      );
      const missing = expectError(
        await api.post('/organization-roles', {
          name: 'Ghost',
          organizationScopeIds: ['nosuchscope'],
        }),
        404,
        'entity.not_exists_with_id',
      );
      expect(missing.data).toEqual({ name: 'organization scope', id: 'nosuchscope' });
      expectError(
        await api.post('/organization-roles', { name: 'Ghost', resourceScopeIds: ['nosuchscope'] }),
        404,
        'entity.not_exists_with_id',
      );
      expect((await api.get<OrganizationRole[]>('/organization-roles?q=ghost')).body).toEqual([]);
      expectError(
        await api.post('/organization-roles', { name: 'Typed', type: 'Admin' }),
        400,
        'guard.invalid_input',
        'type',
      );
    });

    it('adds, replaces and removes scopes', async () => {
      const [a, b, c] = [
        await createScope('scope:a'),
        await createScope('scope:b'),
        await createScope('scope:c'),
      ];
      const role = await createRole({ name: 'Scoped role' });
      const names = async () =>
        (await api.get<OrganizationScope[]>(`/organization-roles/${role.id}/scopes`)).body.map(
          (scope) => scope.name,
        );

      expect(
        (
          await api.post(`/organization-roles/${role.id}/scopes`, {
            organizationScopeIds: [a.id, b.id],
          })
        ).status,
      ).toBe(201);
      // Adding a scope the role grants already keeps it.
      expect(
        (await api.post(`/organization-roles/${role.id}/scopes`, { organizationScopeIds: [a.id] }))
          .status,
      ).toBe(201);
      expect(await names()).toEqual(['scope:a', 'scope:b']);
      expect(
        (
          await api.put(`/organization-roles/${role.id}/scopes`, {
            organizationScopeIds: [b.id, c.id],
          })
        ).status,
      ).toBe(204);
      expect(await names()).toEqual(['scope:b', 'scope:c']);
      expectError(
        await api.put(`/organization-roles/${role.id}/scopes`, {
          organizationScopeIds: [a.id, 'nosuchscope'],
        }),
        404,
        'entity.not_exists_with_id',
      );
      expect(await names()).toEqual(['scope:b', 'scope:c']);
      expect((await api.delete(`/organization-roles/${role.id}/scopes/${b.id}`)).status).toBe(204);
      expectError(
        await api.delete(`/organization-roles/${role.id}/scopes/${b.id}`),
        404,
        'entity.not_exists_with_id',
      );
      // Deleting a scope takes it from every role.
      await api.delete(`/organization-scopes/${c.id}`);
      expect(await names()).toEqual([]);

      const first = await createResourceScope('https://one.example.com', 'one');
      const second = await createResourceScope('https://two.example.com', 'two');
      const resourceNames = async () =>
        (await api.get<Scope[]>(`/organization-roles/${role.id}/resource-scopes`)).body.map(
          (scope) => scope.name,
        );
      expect(
        (await api.post(`/organization-roles/${role.id}/resource-scopes`, { scopeIds: [first.id] }))
          .status,
      ).toBe(201);
      expect(
        (await api.put(`/organization-roles/${role.id}/resource-scopes`, { scopeIds: [second.id] }))
          .status,
      ).toBe(204);
      expect(await resourceNames()).toEqual(['two']);
      expect(
        (await api.delete(`/organization-roles/${role.id}/resource-scopes/${second.id}`)).status,
      ).toBe(204);
      expect(await resourceNames()).toEqual([]);
      expectError(
        await api.get('/organization-roles/nosuchrole/scopes'),
        404,
        'entity.not_exists_with_id',
      );
    });

    it('updates name, description and type, and deletes', async () => {
      const role = await createRole({ name: 'Editable role', description: 'x' });
      const patched = await api.patch<OrganizationRole>(`/organization-roles/${role.id}`, {
        name: 'Edited role',
        description: null,
        type: 'MachineToMachine',
      });
      expect(patched.body).toEqual({
        ...role,
        name: 'Edited role',
        description: null,
        type: 'MachineToMachine',
      });
      await createRole({ name: 'Occupied role' });
      expectError(
        await api.patch(`/organization-roles/${role.id}`, { name: 'Occupied role' }),
        422,
        'entity.unique_integrity_violation',
      );
      expect((await api.delete(`/organization-roles/${role.id}`)).status).toBe(204);
      expectError(
        await api.get(`/organization-roles/${role.id}`),
        404,
        'entity.not_exists_with_id',
      );
    });
  });

  describe('tenants', () => {
    it('keeps the template of another tenant out of reach', async () => {
      const other = await createOtherTenant(server());
      const foreignScope = await insertOrganizationScope(other, {
        id: 'foreignorgscope000001',
        name: 'read:reports',
        description: null,
      });
      const foreignRole = await insertOrganizationRole(other, {
        id: 'foreignorgrole0000001',
        name: 'Org admin',
        description: null,
      });
      expectError(
        await api.get(`/organization-scopes/${foreignScope.id}`),
        404,
        'entity.not_exists_with_id',
      );
      expectError(
        await api.patch(`/organization-scopes/${foreignScope.id}`, { name: 'x' }),
        404,
        'entity.not_exists_with_id',
      );
      expectError(
        await api.delete(`/organization-scopes/${foreignScope.id}`),
        404,
        'entity.not_exists_with_id',
      );
      expectError(
        await api.get(`/organization-roles/${foreignRole.id}`),
        404,
        'entity.not_exists_with_id',
      );
      expectError(
        await api.patch(`/organization-roles/${foreignRole.id}`, { name: 'x' }),
        404,
        'entity.not_exists_with_id',
      );
      expectError(
        await api.delete(`/organization-roles/${foreignRole.id}`),
        404,
        'entity.not_exists_with_id',
      );
      expectError(
        await api.get(`/organization-roles/${foreignRole.id}/scopes`),
        404,
        'entity.not_exists_with_id',
      );

      const own = await createRole({ name: 'Home role' });
      expectError(
        await api.post(`/organization-roles/${own.id}/scopes`, {
          organizationScopeIds: [foreignScope.id],
        }),
        404,
        'entity.not_exists_with_id',
      );
      expectError(
        await api.post('/organization-roles', {
          name: 'Thief',
          organizationScopeIds: [foreignScope.id],
        }),
        404,
        'entity.not_exists_with_id',
      );
      expect(
        (await api.get<OrganizationScope[]>(`/organization-scopes?q=${foreignScope.id}`)).body,
      ).toEqual([]);
      expect((await findOrganizationScopeById(other, foreignScope.id))?.name).toBe('read:reports');
      expect((await findOrganizationRoleById(other, foreignRole.id))?.name).toBe('Org admin');
      expect(await findOrganizationRoleById(home, foreignRole.id)).toBeUndefined();
    });
  });
});
