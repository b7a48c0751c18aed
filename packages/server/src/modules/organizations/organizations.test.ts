import {
  defaultTenantId,
  type Organization,
  type OrganizationListItem,
  type OrganizationRole,
  type OrganizationScope,
  type OrganizationUser,
  type OrganizationWithRoles,
} from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { toJson } from '../../db/json.js';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';
import { findOrganizationUserIds } from './membership-queries.js';
import { findOrganizationById, insertOrganization } from './queries.js';
import { insertOrganizationRole } from './template-queries.js';

describeEachDatabase('Organizations API', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  const createOrganization = async (body: Record<string, unknown>) => {
    const response = await api.post<Organization>('/organizations', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  };
  const createRole = async (name: string, type = 'User', organizationScopeIds: string[] = []) =>
    (await api.post<OrganizationRole>('/organization-roles', { name, type, organizationScopeIds }))
      .body;
  const createUser = (name: string, primaryEmail?: string) =>
    insertTestUser(home, { name, primaryEmail });

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = scopeToTenant(server().context.database.db, defaultTenantId);
  });

  describe('organizations', () => {
    it('creates with defaults and with every field, reads, updates and deletes', async () => {
      const plain = await createOrganization({ name: 'Acme' });
      expect(plain).toEqual({
        tenantId: defaultTenantId,
        id: expect.stringMatching(/^[\da-z]{21}$/),
        name: 'Acme',
        description: null,
        customData: {},
        isMfaRequired: false,
        color: {},
        branding: {},
        customCss: null,
        createdAt: expect.any(Number),
      });
      const full = await createOrganization({
        name: 'Globex',
        description: 'd'.repeat(256),
        customData: { plan: 'gold', seats: 5 },
        isMfaRequired: true,
        color: { primaryColor: '#112233' },
        branding: { logoUrl: 'https://globex.example.com/logo.png' },
        customCss: 'body { color: red; }',
      });
      expect(full).toMatchObject({ isMfaRequired: true, customData: { plan: 'gold', seats: 5 } });
      expect((await api.get<Organization>(`/organizations/${full.id}`)).body).toEqual(full);

      const patched = await api.patch<Organization>(`/organizations/${full.id}`, {
        name: 'Globex Corp',
        description: null,
        customData: { plan: 'silver' },
        isMfaRequired: false,
      });
      expect(patched.body).toEqual({
        ...full,
        name: 'Globex Corp',
        description: null,
        customData: { plan: 'silver' },
        isMfaRequired: false,
      });
      expect((await api.patch<Organization>(`/organizations/${full.id}`, {})).body).toEqual(
        patched.body,
      );

      expect((await api.delete(`/organizations/${plain.id}`)).status).toBe(204);
      const gone = expectError(
        await api.get(`/organizations/${plain.id}`),
        404,
        'entity.not_exists_with_id',
      );
      expect(gone.data).toEqual({ name: 'organization', id: plain.id });
      expectError(await api.delete(`/organizations/${plain.id}`), 404, 'entity.not_exists_with_id');
      expectError(
        await api.patch(`/organizations/${plain.id}`, { name: 'x' }),
        404,
        'entity.not_exists_with_id',
      );
    });

    it.each([
      [{ name: '' }, 'name'],
      [{ name: 'n'.repeat(129) }, 'name'],
      [{ name: 'Long', description: 'd'.repeat(257) }, 'description'],
      [{ name: 'Data', customData: [] }, 'customData'],
      [{ name: 'Mfa', isMfaRequired: 'yes' }, 'isMfaRequired'],
      [{ name: 'Brand', branding: { logo: 'x' } }, 'branding.logo'],
      [{ name: 'Color', color: { primaryColor: 'red' } }, 'color.primaryColor'],
    ])('refuses %j with 400 naming %s', async (body, field) => {
      expectError(await api.post('/organizations', body), 400, 'guard.invalid_input', field);
    });

    it('lists newest first with search, pagination and member previews', async () => {
      const ids: string[] = [];
      for (const name of ['Listed one', 'Listed two', 'Listed three']) {
        ids.push(
          (
            await createOrganization({
              name,
              description: name === 'Listed two' ? '50% off' : null,
            })
          ).id,
        );
      }
      const page = await api.get<Organization[]>('/organizations?q=listed&page=1&page_size=2');
      expect(page.headers.get('total-number')).toBe('3');
      expect(page.body.map((organization) => organization.id)).toEqual([ids[2], ids[1]]);
      expect(
        (await api.get<Organization[]>('/organizations?q=50%25')).body.map((o) => o.id),
      ).toEqual([ids[1]]);
      expect(
        (await api.get<Organization[]>('/organizations?search=listed%25one')).body.map((o) => o.id),
      ).toEqual([ids[0]]);
      expect((await api.get<Organization[]>('/organizations?q=listed')).body).toHaveLength(3);
      expect(page.body[0]).not.toHaveProperty('usersCount');

      const users = [
        await createUser('Ann'),
        await createUser('Ben'),
        await createUser('Cai'),
        await createUser('Dee'),
      ];
      await api.post(`/organizations/${ids[0]}/users`, { userIds: users.map((user) => user.id) });
      const featured = (
        await api.get<OrganizationListItem[]>('/organizations?q=listed&showFeatured=true')
      ).body;
      expect(featured.find((item) => item.id === ids[0])).toMatchObject({ usersCount: 4 });
      expect(featured.find((item) => item.id === ids[0])?.featuredUsers).toHaveLength(3);
      expect(featured.find((item) => item.id === ids[1])).toMatchObject({
        usersCount: 0,
        featuredUsers: [],
      });
    });
  });

  describe('members', () => {
    it('adds, lists with roles, searches, replaces and removes members', async () => {
      const organization = await createOrganization({ name: 'Members inc' });
      const base = `/organizations/${organization.id}/users`;
      const ann = await createUser('Ann Member', 'ann@members.example.com');
      const ben = await createUser('Ben Member');
      const cai = await createUser('Cai Member');
      const added = await api.post<{ userIds: string[] }>(base, { userIds: [ann.id, ben.id] });
      expect(added.status).toBe(201);
      expect(added.body).toEqual({ userIds: [ann.id, ben.id] });
      // Adding a member again keeps them a member.
      expect((await api.post(base, { userIds: [ann.id] })).status).toBe(201);

      const viewer = await createRole('Member viewer');
      await api.post(`${base}/${ann.id}/roles`, { organizationRoleIds: [viewer.id] });

      const list = await api.get<OrganizationUser[]>(`${base}?page=1&page_size=10`);
      expect(list.headers.get('total-number')).toBe('2');
      expect(list.body.map((user) => user.id).sort()).toEqual([ann.id, ben.id].sort());
      const annListed = list.body.find((user) => user.id === ann.id);
      expect(annListed).toMatchObject({
        name: 'Ann Member',
        primaryEmail: 'ann@members.example.com',
        organizationRoles: [{ id: viewer.id, name: 'Member viewer' }],
      });
      expect(list.body.find((user) => user.id === ben.id)?.organizationRoles).toEqual([]);
      expect(JSON.stringify(list.body)).not.toContain('password');

      const searched = await api.get<OrganizationUser[]>(`${base}?q=ann@`);
      expect(searched.body.map((user) => user.id)).toEqual([ann.id]);
      expect(searched.headers.get('total-number')).toBe('1');
      expect(
        (await api.get<OrganizationUser[]>(`${base}?organizationRoleId=${viewer.id}`)).body.map(
          (u) => u.id,
        ),
      ).toEqual([ann.id]);
      expect((await api.get<OrganizationUser[]>(`${base}?page=2&page_size=1`)).body).toHaveLength(
        1,
      );

      expect((await api.put(base, { userIds: [ben.id, cai.id] })).status).toBe(204);
      expect(
        (await findOrganizationUserIds(home, organization.id, [ann.id, ben.id, cai.id])).sort(),
      ).toEqual([ben.id, cai.id].sort());
      // Ann left, and lost her role in the organization with her membership.
      await api.post(base, { userIds: [ann.id] });
      expect((await api.get<OrganizationRole[]>(`${base}/${ann.id}/roles`)).body).toEqual([]);

      expect((await api.delete(`${base}/${cai.id}`)).status).toBe(204);
      expectError(await api.delete(`${base}/${cai.id}`), 404, 'entity.not_exists_with_id');
      expect((await api.get(base)).headers.get('total-number')).toBe('2');
      expect((await api.put(base, { userIds: [] })).status).toBe(204);
      expect((await api.get(base)).headers.get('total-number')).toBe('0');
    });

    it('refuses unknown users and bad bodies, writing nothing', async () => {
      const organization = await createOrganization({ name: 'Careful inc' });
      const base = `/organizations/${organization.id}/users`;
      const user = await createUser('Real');
      const missing = expectError(
        await api.post(base, { userIds: [user.id, 'nosuchuser'] }),
        404,
        'entity.not_exists_with_id',
      );
      expect(missing.data).toEqual({ name: 'user', id: 'nosuchuser' });
      expect(await findOrganizationUserIds(home, organization.id, [user.id])).toEqual([]);
      expectError(await api.post(base, { userIds: [] }), 400, 'guard.invalid_input', 'userIds');
      expectError(
        await api.post('/organizations/nosuchorg/users', { userIds: [user.id] }),
        404,
        'entity.not_exists_with_id',
      );
      expectError(
        await api.get('/organizations/nosuchorg/users'),
        404,
        'entity.not_exists_with_id',
      );
    });
  });

  describe('roles of members', () => {
    it('assigns by id and name, replaces, removes, and lists scopes held through roles', async () => {
      const organization = await createOrganization({ name: 'Roles inc' });
      const base = `/organizations/${organization.id}/users`;
      const read = (
        await api.post<OrganizationScope>('/organization-scopes', { name: 'read:roles-inc' })
      ).body;
      const write = (
        await api.post<OrganizationScope>('/organization-scopes', { name: 'write:roles-inc' })
      ).body;
      const reader = await createRole('Roles reader', 'User', [read.id]);
      const writer = await createRole('Roles writer', 'User', [read.id, write.id]);
      const user = await createUser('Roled');
      await api.post(base, { userIds: [user.id] });

      const added = await api.post<{ organizationRoleIds: string[] }>(`${base}/${user.id}/roles`, {
        organizationRoleNames: ['Roles reader'],
      });
      expect(added.status).toBe(201);
      expect(added.body).toEqual({ organizationRoleIds: [reader.id] });
      expect(
        (await api.get<OrganizationScope[]>(`${base}/${user.id}/scopes`)).body.map((s) => s.name),
      ).toEqual(['read:roles-inc']);

      expect(
        (await api.put(`${base}/${user.id}/roles`, { organizationRoleIds: [writer.id] })).status,
      ).toBe(204);
      const roles = await api.get<OrganizationRole[]>(`${base}/${user.id}/roles`);
      expect(roles.body.map((role) => role.id)).toEqual([writer.id]);
      expect(roles.headers.get('total-number')).toBe('1');
      expect(
        (await api.get<OrganizationScope[]>(`${base}/${user.id}/scopes`)).body.map((s) => s.name),
      ).toEqual(['read:roles-inc', 'write:roles-inc']);

      const names = expectError(
        await api.post(`${base}/${user.id}/roles`, {
          organizationRoleNames: ['Nobody', 'Roles reader'],
        }),
        422,
        'organization.role_names_not_found',
      );
      expect(names.data).toEqual({ names: 'Nobody' });

      expect((await api.delete(`${base}/${user.id}/roles/${writer.id}`)).status).toBe(204);
      expectError(
        await api.delete(`${base}/${user.id}/roles/${writer.id}`),
        404,
        'entity.not_exists_with_id',
      );
      expect((await api.get<OrganizationScope[]>(`${base}/${user.id}/scopes`)).body).toEqual([]);
    });

    it('assigns roles to many members at once, only to members and only User roles', async () => {
      const organization = await createOrganization({ name: 'Bulk inc' });
      const base = `/organizations/${organization.id}/users`;
      const role = await createRole('Bulk role');
      const bot = await createRole('Bulk bot', 'MachineToMachine');
      const [ann, ben, outsider] = [
        await createUser('Bulk Ann'),
        await createUser('Bulk Ben'),
        await createUser('Outsider'),
      ];
      await api.post(base, { userIds: [ann.id, ben.id] });

      expect(
        (
          await api.post(`${base}/roles`, {
            userIds: [ann.id, ben.id],
            organizationRoleIds: [role.id],
          })
        ).status,
      ).toBe(201);
      const listed = (await api.get<OrganizationUser[]>(base)).body;
      expect(
        listed.every((user) => user.organizationRoles.some((held) => held.id === role.id)),
      ).toBe(true);

      const notMember = expectError(
        await api.post(`${base}/roles`, {
          userIds: [ann.id, outsider.id],
          organizationRoleIds: [role.id],
        }),
        422,
        'organization.require_membership',
      );
      expect(notMember.data).toEqual({ userId: outsider.id });
      expectError(
        await api.post(`${base}/${outsider.id}/roles`, { organizationRoleIds: [role.id] }),
        422,
        'organization.require_membership',
      );
      expectError(
        await api.get(`${base}/${outsider.id}/roles`),
        422,
        'organization.require_membership',
      );
      expectError(
        await api.get(`${base}/${outsider.id}/scopes`),
        422,
        'organization.require_membership',
      );

      expectError(
        await api.post(`${base}/roles`, { userIds: [ann.id], organizationRoleIds: [bot.id] }),
        422,
        'user.invalid_role_type',
      );
      expectError(
        await api.post(`${base}/${ann.id}/roles`, { organizationRoleIds: [bot.id] }),
        422,
        'user.invalid_role_type',
      );
      expectError(
        await api.put(`${base}/${ann.id}/roles`, { organizationRoleNames: ['Bulk bot'] }),
        422,
        'user.invalid_role_type',
      );
      expectError(
        await api.post(`${base}/${ann.id}/roles`, { organizationRoleIds: ['nosuchrole'] }),
        404,
        'entity.not_exists_with_id',
      );
      expect(
        (await api.get<OrganizationRole[]>(`${base}/${ann.id}/roles`)).body.map((held) => held.id),
      ).toEqual([role.id]);

      // A role that is held cannot change type; deleting it takes it from every member.
      expectError(
        await api.patch(`/organization-roles/${role.id}`, { type: 'MachineToMachine' }),
        422,
        'organization.role_type_in_use',
      );
      expect((await api.delete(`/organization-roles/${role.id}`)).status).toBe(204);
      expect((await api.get<OrganizationRole[]>(`${base}/${ann.id}/roles`)).body).toEqual([]);
    });

    it("lists a user's organizations with their roles there", async () => {
      const user = await createUser('Multi');
      const first = await createOrganization({ name: 'First of multi' });
      const second = await createOrganization({ name: 'Second of multi' });
      const role = await createRole('Multi role');
      await api.post(`/organizations/${first.id}/users`, { userIds: [user.id] });
      await api.post(`/organizations/${second.id}/users`, { userIds: [user.id] });
      await api.post(`/organizations/${first.id}/users/${user.id}/roles`, {
        organizationRoleIds: [role.id],
      });

      const organizations = (
        await api.get<OrganizationWithRoles[]>(`/users/${user.id}/organizations`)
      ).body;
      expect(
        organizations.map((organization) => [organization.name, organization.organizationRoles]),
      ).toEqual([
        ['Second of multi', []],
        ['First of multi', [{ id: role.id, name: 'Multi role' }]],
      ]);
      expectError(
        await api.get('/users/nosuchuser/organizations'),
        404,
        'entity.not_exists_with_id',
      );

      // Deleting an organization ends its memberships.
      await api.delete(`/organizations/${first.id}`);
      expect(
        (await api.get<OrganizationWithRoles[]>(`/users/${user.id}/organizations`)).body.map(
          (o) => o.id,
        ),
      ).toEqual([second.id]);
    });
  });

  describe('tenants', () => {
    it("keeps another tenant's organizations, users and roles out of reach", async () => {
      const other = await createOtherTenant(server());
      const foreign = await insertOrganization(other, {
        id: 'foreignorganization01',
        name: 'Foreign org',
        description: null,
        custom_data: toJson({}),
        color: toJson({}),
        branding: toJson({}),
        custom_css: null,
      });
      const foreignUser = await insertTestUser(other, { name: 'Foreign user' });
      const foreignRole = await insertOrganizationRole(other, {
        id: 'foreignorgrole0000002',
        name: 'Foreign role',
        description: null,
      });

      expectError(await api.get(`/organizations/${foreign.id}`), 404, 'entity.not_exists_with_id');
      expectError(
        await api.patch(`/organizations/${foreign.id}`, { name: 'Stolen' }),
        404,
        'entity.not_exists_with_id',
      );
      expectError(
        await api.delete(`/organizations/${foreign.id}`),
        404,
        'entity.not_exists_with_id',
      );
      expectError(
        await api.get(`/organizations/${foreign.id}/users`),
        404,
        'entity.not_exists_with_id',
      );
      expect((await api.get<Organization[]>(`/organizations?q=${foreign.id}`)).body).toEqual([]);
      expectError(
        await api.get(`/users/${foreignUser.id}/organizations`),
        404,
        'entity.not_exists_with_id',
      );

      const own = await createOrganization({ name: 'Own org' });
      expectError(
        await api.post(`/organizations/${own.id}/users`, { userIds: [foreignUser.id] }),
        404,
        'entity.not_exists_with_id',
      );
      const ownUser = await createUser('Own user');
      await api.post(`/organizations/${own.id}/users`, { userIds: [ownUser.id] });
      expectError(
        await api.post(`/organizations/${own.id}/users/${ownUser.id}/roles`, {
          organizationRoleIds: [foreignRole.id],
        }),
        404,
        'entity.not_exists_with_id',
      );
      expectError(
        await api.post(`/organizations/${own.id}/users/${ownUser.id}/roles`, {
          organizationRoleNames: ['Foreign role'],
        }),
        422,
        'organization.role_names_not_found',
      );
      expect((await findOrganizationById(other, foreign.id))?.name).toBe('Foreign org');
      expect(await findOrganizationById(home, foreign.id)).toBeUndefined();
      expect(await findOrganizationUserIds(other, foreign.id, [foreignUser.id])).toEqual([]);
    });
  });
});
