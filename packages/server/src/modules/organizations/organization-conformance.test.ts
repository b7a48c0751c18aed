import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import {
  createManagementApiClient,
  type ApiClient,
  type ApiResponse,
} from '../../testing/api-client.js';
import {
  compareToShape,
  organizationApplicationShape,
  organizationInvitationShape,
  organizationJitEmailDomainShape,
  organizationListItemShape,
  organizationRoleShape,
  organizationRoleWithScopesShape,
  organizationScopeShape,
  organizationShape,
  organizationUserShape,
  organizationWithRolesShape,
  scopeShape,
  type ReferenceShape,
} from '../../testing/reference-shapes.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';

type Row = Record<string, unknown> & { id: string };

/**
 * Drives the organizations endpoints with the reference API's bodies (its field names, its
 * `tenantId`) and checks each answer's status and keys against the reference's response types.
 */
describeEachDatabase('reference conformance of organizations', (server) => {
  let api: ApiClient;
  const expectAnswer = <T>(response: ApiResponse<T>, status: number, shape?: ReferenceShape) => {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    if (shape) {
      const items: unknown[] = Array.isArray(response.body) ? response.body : [response.body];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(compareToShape(item, shape)).toEqual({ missing: [], unexpected: [] });
      }
    }
    return response.body;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  it('answers the reference shapes and statuses for the organization template', async () => {
    const tenantId = defaultTenantId;
    const resource = (
      await api.post<Row>('/resources', { name: 'Conf', indicator: 'https://conf.example.com' })
    ).body;
    const resourceScope = (
      await api.post<Row>(`/resources/${resource.id}/scopes`, { name: 'read:conf' })
    ).body;
    const scope = expectAnswer(
      await api.post<Row>('/organization-scopes', {
        tenantId,
        name: 'conf:read',
        description: null,
      }),
      201,
      organizationScopeShape,
    );
    expectAnswer(
      await api.get('/organization-scopes?q=conf&page=1&page_size=20'),
      200,
      organizationScopeShape,
    );
    expectAnswer(await api.get(`/organization-scopes/${scope.id}`), 200, organizationScopeShape);
    expectAnswer(
      await api.patch(`/organization-scopes/${scope.id}`, { tenantId, description: 'Read' }),
      200,
      organizationScopeShape,
    );

    const role = expectAnswer(
      await api.post<Row>('/organization-roles', {
        tenantId,
        name: 'Conf role',
        description: null,
        type: 'User',
        organizationScopeIds: [scope.id],
        resourceScopeIds: [resourceScope.id],
      }),
      201,
      organizationRoleShape,
    );
    expectAnswer(
      await api.get('/organization-roles?q=conf&page=1&page_size=20'),
      200,
      organizationRoleWithScopesShape,
    );
    expectAnswer(await api.get(`/organization-roles/${role.id}`), 200, organizationRoleShape);
    expectAnswer(
      await api.patch(`/organization-roles/${role.id}`, {
        tenantId,
        name: 'Conf role 2',
        type: 'User',
      }),
      200,
      organizationRoleShape,
    );
    expectAnswer(
      await api.get(`/organization-roles/${role.id}/scopes?page=1&page_size=20`),
      200,
      organizationScopeShape,
    );
    expectAnswer(
      await api.post(`/organization-roles/${role.id}/scopes`, { organizationScopeIds: [scope.id] }),
      201,
    );
    expectAnswer(
      await api.put(`/organization-roles/${role.id}/scopes`, { organizationScopeIds: [scope.id] }),
      204,
    );
    expectAnswer(
      await api.get(`/organization-roles/${role.id}/resource-scopes?page=1&page_size=20`),
      200,
      scopeShape,
    );
    expectAnswer(
      await api.post(`/organization-roles/${role.id}/resource-scopes`, {
        scopeIds: [resourceScope.id],
      }),
      201,
    );
    expectAnswer(
      await api.put(`/organization-roles/${role.id}/resource-scopes`, {
        scopeIds: [resourceScope.id],
      }),
      204,
    );
    expectAnswer(
      await api.delete(`/organization-roles/${role.id}/resource-scopes/${resourceScope.id}`),
      204,
    );
    expectAnswer(await api.delete(`/organization-roles/${role.id}/scopes/${scope.id}`), 204);
    expectAnswer(await api.delete(`/organization-roles/${role.id}`), 204);
    expectAnswer(await api.delete(`/organization-scopes/${scope.id}`), 204);
  });

  it('answers the reference shapes and statuses for organizations, members, applications, JIT and invitations', async () => {
    const tenantId = defaultTenantId;
    const organization = expectAnswer(
      await api.post<Row>('/organizations', {
        tenantId,
        name: 'Conf org',
        description: null,
        customData: {},
        isMfaRequired: false,
        branding: { logoUrl: 'https://conf.example.com/logo.png' },
      }),
      201,
      organizationShape,
    );
    const base = `/organizations/${organization.id}`;
    expectAnswer(
      await api.get('/organizations?q=conf&showFeatured=true&page=1&page_size=20'),
      200,
      organizationListItemShape,
    );
    expectAnswer(await api.get(base), 200, organizationShape);
    expectAnswer(
      await api.patch(base, { tenantId, description: 'Conformance' }),
      200,
      organizationShape,
    );

    const user = await insertTestUser(
      scopeToTenant(server().context.database.db, defaultTenantId),
      { name: 'Conf' },
    );
    const role = (
      await api.post<Row>('/organization-roles', {
        name: 'Conf member',
        organizationScopeIds: [],
        resourceScopeIds: [],
      })
    ).body;
    expect((await api.post(`${base}/users`, { userIds: [user.id] })).body).toEqual({
      userIds: [user.id],
    });
    expectAnswer(await api.put(`${base}/users`, { userIds: [user.id] }), 204);
    expectAnswer(
      await api.post(`${base}/users/roles`, { userIds: [user.id], organizationRoleIds: [role.id] }),
      201,
    );
    expectAnswer(
      await api.get(`${base}/users?q=conf&page=1&page_size=20`),
      200,
      organizationUserShape,
    );
    expectAnswer(
      await api.get(`${base}/users/${user.id}/roles?page=1&page_size=20`),
      200,
      organizationRoleShape,
    );
    expectAnswer(
      await api.put(`${base}/users/${user.id}/roles`, { organizationRoleIds: [role.id] }),
      204,
    );
    expect(
      (await api.post(`${base}/users/${user.id}/roles`, { organizationRoleIds: [role.id] })).status,
    ).toBe(201);
    expectAnswer(await api.get(`${base}/users/${user.id}/scopes`), 200);
    expectAnswer(await api.get(`/users/${user.id}/organizations`), 200, organizationWithRolesShape);
    expectAnswer(await api.delete(`${base}/users/${user.id}/roles/${role.id}`), 204);

    const app = (
      await api.post<Row>('/applications', { name: 'Conf bot', type: 'MachineToMachine' })
    ).body;
    const botRole = (
      await api.post<Row>('/organization-roles', {
        name: 'Conf bot role',
        type: 'MachineToMachine',
      })
    ).body;
    expectAnswer(await api.post(`${base}/applications`, { applicationIds: [app.id] }), 201);
    expectAnswer(await api.put(`${base}/applications`, { applicationIds: [app.id] }), 204);
    expectAnswer(
      await api.post(`${base}/applications/roles`, {
        applicationIds: [app.id],
        organizationRoleIds: [botRole.id],
      }),
      201,
    );
    expectAnswer(
      await api.get(`${base}/applications?page=1&page_size=20`),
      200,
      organizationApplicationShape,
    );
    expectAnswer(
      await api.get(`${base}/applications/${app.id}/roles?page=1&page_size=20`),
      200,
      organizationRoleShape,
    );
    expectAnswer(
      await api.put(`${base}/applications/${app.id}/roles`, { organizationRoleIds: [botRole.id] }),
      204,
    );
    expectAnswer(
      await api.get(`/applications/${app.id}/organizations?page=1&page_size=20`),
      200,
      organizationWithRolesShape,
    );
    expectAnswer(await api.delete(`${base}/applications/${app.id}/roles/${botRole.id}`), 204);
    expectAnswer(await api.delete(`${base}/applications/${app.id}`), 204);

    expectAnswer(
      await api.post(`${base}/jit/email-domains`, { emailDomain: 'conf.example.com' }),
      201,
      organizationJitEmailDomainShape,
    );
    expectAnswer(
      await api.get(`${base}/jit/email-domains?page=1&page_size=20`),
      200,
      organizationJitEmailDomainShape,
    );
    expectAnswer(
      await api.put(`${base}/jit/email-domains`, { emailDomains: ['conf.example.com'] }),
      204,
    );
    expectAnswer(await api.delete(`${base}/jit/email-domains/conf.example.com`), 204);
    expectAnswer(await api.post(`${base}/jit/roles`, { organizationRoleIds: [role.id] }), 201);
    expectAnswer(
      await api.get(`${base}/jit/roles?page=1&page_size=20`),
      200,
      organizationRoleShape,
    );
    expectAnswer(await api.put(`${base}/jit/roles`, { organizationRoleIds: [role.id] }), 204);
    expectAnswer(await api.delete(`${base}/jit/roles/${role.id}`), 204);

    const invitation = expectAnswer(
      await api.post<Row>('/organization-invitations', {
        tenantId,
        inviterId: null,
        invitee: 'conf.invitee@example.com',
        organizationId: organization.id,
        expiresAt: Date.now() + 3_600_000,
        organizationRoleIds: [role.id],
        messagePayload: false,
      }),
      201,
      organizationInvitationShape,
    );
    expectAnswer(
      await api.get(`/organization-invitations?organizationId=${organization.id}`),
      200,
      organizationInvitationShape,
    );
    expectAnswer(
      await api.get(`/organization-invitations/${invitation.id}`),
      200,
      organizationInvitationShape,
    );
    expectAnswer(
      await api.put(`/organization-invitations/${invitation.id}/status`, {
        status: 'Revoked',
        acceptedUserId: null,
      }),
      200,
      organizationInvitationShape,
    );
    expectAnswer(await api.delete(`/organization-invitations/${invitation.id}`), 204);
    expectAnswer(await api.delete(`${base}/users/${user.id}`), 204);
    expectAnswer(await api.delete(base), 204);
  });
});
