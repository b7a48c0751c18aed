import {
  adminTenantId,
  cloudApiIndicator,
  collaboratorPermissions,
  defaultTenantId,
  tenantPermissions,
  type TenantResponse,
} from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createApiClient, type ApiClient } from '../../testing/api-client.js';
import { signConsoleUserToken } from '../../testing/console-user-token.js';
import { expectError } from '../../testing/expect-error.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { findTenantById } from '../../tenancy/tenant-queries.js';
import { managementApiIndicator } from '../../tenancy/tenant-urls.js';
import { consoleAdminRoleName } from '../management-api/seed.js';
import { insertOrganizationUserRoles } from '../organizations/member-role-queries.js';
import { insertOrganizationUsers } from '../organizations/membership-queries.js';
import { findOrganizationById } from '../organizations/queries.js';
import { findOrganizationRoleByName } from '../organizations/template-queries.js';
import { findResourceByIndicator } from '../resources/queries.js';
import { findRoleByName, findUserScopeNamesForResource } from '../roles/queries.js';
import { findOrganizationScopesOfRoles } from '../organizations/role-scope-queries.js';
import { findUserRoleIds } from '../roles/assignment-queries.js';
import { createCloudUser, createTenantAs } from '../../testing/cloud-user.js';

describeEachDatabase(
  'cloud API: tenants',
  (server) => {
    let owner: { userId: string; cloud: ApiClient };
    let stranger: { userId: string; cloud: ApiClient };
    const admin = () => scopeToTenant(server().context.database.db, adminTenantId);

    beforeAll(async () => {
      owner = await createCloudUser(server(), 'tenant_owner');
      stranger = await createCloudUser(server(), 'tenant_stranger');
    });

    it('gives console users the cloud scopes and the admin tenant the tenant roles of the spec', async () => {
      const cloudApi = await findResourceByIndicator(admin(), cloudApiIndicator);
      const granted = await findUserScopeNamesForResource(admin(), owner.userId, cloudApi?.id ?? '');
      expect(granted.toSorted()).toEqual(['create:tenant', 'manage:tenant:self']);
      const permissionsOf = async (name: string) => {
        const role = await findOrganizationRoleByName(admin(), name);
        const scopes = await findOrganizationScopesOfRoles(admin(), [role?.id ?? '']);
        return scopes.map((scope) => scope.name).toSorted();
      };
      expect(await permissionsOf('admin')).toEqual([...tenantPermissions].toSorted());
      expect(await permissionsOf('collaborator')).toEqual([...collaboratorPermissions].toSorted());
    });

    it('creates a development tenant named "My project" when the name is blank, in the chosen region', async () => {
      const created = await createTenantAs(owner.cloud, { name: '   ', regionName: 'US' });
      expect(created).toMatchObject({
        name: 'My project',
        tag: 'development',
        regionName: 'US',
        role: 'admin',
        planId: 'dev',
        isSuspended: false,
        indicator: `${server().context.config.endpoint}/t/${created.id}`,
      });
      expect(created.id).toMatch(/^[0-9a-z]{6}$/);
      const row = await findTenantById(server().context.database.db, created.id);
      expect(row).toMatchObject({ name: 'My project', tag: 'development', region_name: 'US' });
    });

    it('makes the creator admin of the tenant through the t-{tenantId} organization', async () => {
      const created = await createTenantAs(owner.cloud, { name: 'Shop', tag: 'production', regionName: 'EU' });
      const organization = await findOrganizationById(admin(), `t-${created.id}`);
      expect(organization?.id).toBe(`t-${created.id}`);
      const list = await owner.cloud.get<TenantResponse[]>('/tenants');
      expect(list.status).toBe(200);
      expect(list.body.find((tenant) => tenant.id === created.id)).toMatchObject({ name: 'Shop', tag: 'production', role: 'admin' });
      // The admin-tenant role that gives the console the tenant's Management API.
      const consoleAdminRole = await findRoleByName(admin(), consoleAdminRoleName(created.id));
      expect(await findUserRoleIds(admin(), owner.userId)).toContain(consoleAdminRole?.id);
      const resource = await findResourceByIndicator(admin(), managementApiIndicator(created.id));
      expect(resource?.indicator).toBe(managementApiIndicator(created.id));
    });

    it('lists only the tenants the caller is a member of, with their role', async () => {
      const created = await createTenantAs(owner.cloud);
      const before = await stranger.cloud.get<TenantResponse[]>('/tenants');
      expect(before.body.map((tenant) => tenant.id)).not.toContain(created.id);

      const organizationId = `t-${created.id}`;
      const collaborator = await findOrganizationRoleByName(admin(), 'collaborator');
      await insertOrganizationUsers(admin(), organizationId, [stranger.userId]);
      await insertOrganizationUserRoles(admin(), organizationId, [stranger.userId], [collaborator?.id ?? '']);
      const after = await stranger.cloud.get<TenantResponse[]>('/tenants');
      expect(after.body.map((tenant) => [tenant.id, tenant.role])).toEqual([[created.id, 'collaborator']]);
      // The built-in tenants are never listed as cloud tenants.
      expect(after.body.map((tenant) => tenant.id)).not.toContain(defaultTenantId);
    });

    it('renames and re-tags a tenant for its admin only', async () => {
      const created = await createTenantAs(owner.cloud);
      const renamed = await owner.cloud.patch<TenantResponse>(`/tenants/${created.id}`, { name: 'Renamed', tag: 'production' });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ id: created.id, name: 'Renamed', tag: 'production', regionName: 'EU' });
      expectError(await stranger.cloud.patch(`/tenants/${created.id}`, { name: 'Mine' }), 404, 'tenant.not_found');

      await insertOrganizationUsers(admin(), `t-${created.id}`, [stranger.userId]);
      expectError(await stranger.cloud.patch(`/tenants/${created.id}`, { name: 'Mine' }), 403, 'auth.forbidden');
      expectError(await stranger.cloud.delete(`/tenants/${created.id}`), 403, 'auth.forbidden');
      expect((await findTenantById(server().context.database.db, created.id))?.name).toBe('Renamed');
    });

    it('refuses a name over 128 characters, an unknown region and a region change', async () => {
      expectError(await owner.cloud.post('/tenants', { name: 'x'.repeat(129), regionName: 'EU' }), 400, 'guard.invalid_input', 'name');
      expectError(await owner.cloud.post('/tenants', { regionName: 'APAC' }), 400, 'guard.invalid_input', 'regionName');
      const created = await createTenantAs(owner.cloud);
      expectError(await owner.cloud.patch(`/tenants/${created.id}`, { regionName: 'US' }), 400, 'guard.invalid_input');
    });

    it('never lets anyone change or delete the built-in tenants', async () => {
      for (const tenantId of [adminTenantId, defaultTenantId]) {
        expectError(await owner.cloud.patch(`/tenants/${tenantId}`, { name: 'Mine' }), 404, 'tenant.not_found');
        expectError(await owner.cloud.delete(`/tenants/${tenantId}`), 404, 'tenant.not_found');
      }
    });

    it('needs the cloud scopes and a console user token for the cloud API', async () => {
      const listOnly = await createCloudUser(server(), 'list_only', 'manage:tenant:self');
      expectError(await listOnly.cloud.post('/tenants', { regionName: 'EU' }), 403, 'auth.insufficient_permissions');
      expect((await listOnly.cloud.get('/tenants')).status).toBe(200);
      const createOnly = await createCloudUser(server(), 'create_only', 'create:tenant');
      expectError(await createOnly.cloud.get('/tenants'), 403, 'auth.insufficient_permissions');

      // A Management API token is not a cloud API token.
      const managementToken = await signConsoleUserToken(server(), owner.userId);
      const wrongAudience = createApiClient(`${server().url}/t/${adminTenantId}`, managementToken);
      expectError(await wrongAudience.get('/tenants'), 401, 'auth.wrong_audience');
      const anonymous = await fetch(`${server().url}/t/${adminTenantId}/api/tenants`);
      expect(anonymous.status).toBe(401);
    });

    it('documents the tenants endpoints in the OpenAPI document', async () => {
      const document = (await (await fetch(`${server().url}/api/swagger.json`)).json()) as { paths: object };
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/tenants', '/tenants/{id}']));
    });

    it('answers only on the admin tenant', async () => {
      const created = await createTenantAs(owner.cloud);
      const token = await signConsoleUserToken(server(), owner.userId);
      for (const base of [server().url, `${server().url}/t/${created.id}`]) {
        const response = await createApiClient(base, token).get('/tenants');
        expectError(response, 404, 'route.not_found');
      }
    });
  },
  { EDITION: 'cloud' },
);

describe('cloud API in the open-source edition', () => {
  describeEachDatabase('tenants', (server) => {
    it('answers 404 on every path and tenant, even to a console user', async () => {
      const { cloud } = await createCloudUser(server(), 'oss_user');
      expectError(await cloud.get('/tenants'), 404, 'route.not_found');
      expectError(await cloud.post('/tenants', { regionName: 'EU' }), 404, 'route.not_found');
      const root = await fetch(`${server().url}/api/tenants`);
      expect(root.status).toBe(404);
      const document = (await (await fetch(`${server().url}/api/swagger.json`)).json()) as { paths: object };
      expect(Object.keys(document.paths)).not.toContain('/tenants');
      const adminScope = scopeToTenant(server().context.database.db, adminTenantId);
      expect(await findResourceByIndicator(adminScope, cloudApiIndicator)).toBeUndefined();
    });
  });
});
