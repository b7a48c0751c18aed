import {
  defaultTenantId,
  type Application,
  type Organization,
  type OrganizationApplication,
  type OrganizationRole,
  type OrganizationWithRoles,
} from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { toJson } from '../../db/json.js';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertApplication } from '../applications/queries.js';
import { findOrganizationApplicationIds } from './application-queries.js';

describeEachDatabase('Organization applications API', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  const createOrganization = async (name: string) =>
    (await api.post<Organization>('/organizations', { name })).body;
  const createApplication = async (name: string, type = 'MachineToMachine') => {
    const response = await api.post<Application>('/applications', {
      name,
      type,
      ...(type === 'MachineToMachine'
        ? {}
        : {
            oidcClientMetadata: {
              redirectUris: ['https://app.example.com/callback'],
              postLogoutRedirectUris: [],
            },
          }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const createRole = async (name: string, type = 'MachineToMachine') =>
    (await api.post<OrganizationRole>('/organization-roles', { name, type })).body;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = scopeToTenant(server().context.database.db, defaultTenantId);
  });

  it('adds machine-to-machine apps, lists them with roles, replaces and removes them', async () => {
    const organization = await createOrganization('Apps inc');
    const base = `/organizations/${organization.id}/applications`;
    const [sync, report, backup] = [
      await createApplication('Sync bot'),
      await createApplication('Report bot'),
      await createApplication('Backup bot'),
    ];
    expect((await api.post(base, { applicationIds: [sync.id, report.id] })).status).toBe(201);
    expect((await api.post(base, { applicationIds: [sync.id] })).status).toBe(201);
    const role = await createRole('Apps role');
    expect(
      (await api.post(`${base}/${sync.id}/roles`, { organizationRoleIds: [role.id] })).status,
    ).toBe(201);

    const list = await api.get<OrganizationApplication[]>(`${base}?page=1&page_size=10`);
    expect(list.headers.get('total-number')).toBe('2');
    expect(list.body.find((app) => app.id === sync.id)).toMatchObject({
      name: 'Sync bot',
      type: 'MachineToMachine',
      organizationRoles: [{ id: role.id, name: 'Apps role' }],
    });
    expect(list.body.find((app) => app.id === report.id)?.organizationRoles).toEqual([]);
    expect(
      (await api.get<OrganizationApplication[]>(`${base}?q=report`)).body.map((app) => app.id),
    ).toEqual([report.id]);

    const organizations = await api.get<OrganizationWithRoles[]>(
      `/applications/${sync.id}/organizations`,
    );
    expect(organizations.headers.get('total-number')).toBe('1');
    expect(organizations.body).toEqual([
      { ...organization, organizationRoles: [{ id: role.id, name: 'Apps role' }] },
    ]);

    expect((await api.put(base, { applicationIds: [report.id, backup.id] })).status).toBe(204);
    expect(
      (
        await findOrganizationApplicationIds(home, organization.id, [sync.id, report.id, backup.id])
      ).sort(),
    ).toEqual([report.id, backup.id].sort());
    expect((await api.get(`/applications/${sync.id}/organizations`)).body).toEqual([]);
    expect((await api.delete(`${base}/${backup.id}`)).status).toBe(204);
    expectError(await api.delete(`${base}/${backup.id}`), 404, 'entity.not_exists_with_id');
    expectError(
      await api.get('/applications/nosuchapp/organizations'),
      404,
      'entity.not_exists_with_id',
    );
  });

  it('takes machine-to-machine apps and roles only, and roles only for apps in the organization', async () => {
    const organization = await createOrganization('Strict apps inc');
    const base = `/organizations/${organization.id}/applications`;
    const spa = await createApplication('Browser app', 'SPA');
    const bot = await createApplication('Strict bot');
    const outsider = await createApplication('Outside bot');
    expectError(
      await api.post(base, { applicationIds: [bot.id, spa.id] }),
      422,
      'application.m2m_only',
    );
    expect(await findOrganizationApplicationIds(home, organization.id, [bot.id])).toEqual([]);
    expectError(
      await api.post(base, { applicationIds: ['nosuchapp'] }),
      404,
      'entity.not_exists_with_id',
    );
    await api.post(base, { applicationIds: [bot.id] });

    const userRole = await createRole('Strict user role', 'User');
    const botRole = await createRole('Strict bot role');
    expectError(
      await api.post(`${base}/${bot.id}/roles`, { organizationRoleIds: [userRole.id] }),
      422,
      'application.invalid_role_type',
    );
    expectError(
      await api.post(`${base}/roles`, {
        applicationIds: [bot.id, outsider.id],
        organizationRoleIds: [botRole.id],
      }),
      422,
      'organization.require_membership',
    );
    expectError(
      await api.get(`${base}/${outsider.id}/roles`),
      422,
      'organization.require_membership',
    );
    expect(
      (
        await api.post(`${base}/roles`, {
          applicationIds: [bot.id],
          organizationRoleIds: [botRole.id],
        })
      ).status,
    ).toBe(201);
    const roles = await api.get<OrganizationRole[]>(`${base}/${bot.id}/roles`);
    expect(roles.body.map((role) => role.id)).toEqual([botRole.id]);
    expect(roles.headers.get('total-number')).toBe('1');

    expect((await api.put(`${base}/${bot.id}/roles`, { organizationRoleIds: [] })).status).toBe(
      204,
    );
    expect((await api.get(`${base}/${bot.id}/roles`)).body).toEqual([]);
    await api.post(`${base}/${bot.id}/roles`, { organizationRoleIds: [botRole.id] });
    expect((await api.delete(`${base}/${bot.id}/roles/${botRole.id}`)).status).toBe(204);
    expectError(
      await api.delete(`${base}/${bot.id}/roles/${botRole.id}`),
      404,
      'entity.not_exists_with_id',
    );

    // Deleting the application ends its place in the organization.
    await api.delete(`/applications/${bot.id}`);
    expect((await api.get(base)).headers.get('total-number')).toBe('0');
  });

  it("keeps another tenant's applications out", async () => {
    const other = await createOtherTenant(server());
    const foreign = await insertApplication(other, {
      id: 'foreignapplication001',
      name: 'Foreign bot',
      type: 'MachineToMachine',
      oidc_client_metadata: toJson({ redirectUris: [], postLogoutRedirectUris: [] }),
      custom_client_metadata: toJson({}),
      custom_data: toJson({}),
    });
    const organization = await createOrganization('Home apps inc');
    expectError(
      await api.post(`/organizations/${organization.id}/applications`, {
        applicationIds: [foreign.id],
      }),
      404,
      'entity.not_exists_with_id',
    );
    expectError(
      await api.get(`/applications/${foreign.id}/organizations`),
      404,
      'entity.not_exists_with_id',
    );
    expect(await findOrganizationApplicationIds(other, organization.id, [foreign.id])).toEqual([]);
  });
});
