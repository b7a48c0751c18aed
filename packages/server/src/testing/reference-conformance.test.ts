import { defaultTenantId } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient, type ApiResponse } from './api-client.js';
import { expectError } from './expect-error.js';
import {
  applicationShape,
  assetServiceStatusShape,
  compareToShape,
  connectorFactoryShape,
  connectorFormItemShape,
  connectorShape,
  featuredApplicationShape,
  featuredUserShape,
  resourceShape,
  resourceWithScopesShape,
  roleListItemShape,
  roleScopeShape,
  roleShape,
  scopeShape,
  signInExperienceShape,
  userShape,
  type ReferenceShape,
} from './reference-shapes.js';
import { describeEachDatabase } from './test-server.js';
import { insertTestUser } from './test-users.js';

type Row = Record<string, unknown> & { id: string };

/**
 * Drives every Management API endpoint of roles, resources and scopes, users, user assets,
 * status, connectors and the sign-in experience with the reference API's field names (bodies and queries as its published types name
 * them), and checks each answer's status and keys against the reference's response types.
 */
describeEachDatabase('reference Management API conformance', (server) => {
  let api: ApiClient;

  /** The status, then the keys of the body (or of every item of a list) against the shape. */
  const expectAnswer = <T>(response: ApiResponse<T>, status: number, shape?: ReferenceShape) => {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    if (shape) {
      const items: unknown[] = Array.isArray(response.body) ? response.body : [response.body];
      for (const item of items) {
        expect(compareToShape(item, shape)).toEqual({ missing: [], unexpected: [] });
      }
    }
    return response.body;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  it('answers the reference shapes and statuses for resources and their scopes', async () => {
    const create = {
      tenantId: defaultTenantId,
      name: 'Orders',
      indicator: 'https://orders.conformance.test',
      accessTokenTtl: 600,
    };
    const resource = expectAnswer(
      await api.post<Row>('/resources', create),
      201,
      resourceWithScopesShape,
    );
    expect(resource).toMatchObject({
      tenantId: defaultTenantId,
      name: 'Orders',
      accessTokenTtl: 600,
      scopes: [],
    });

    const list = await api.get<Row[]>('/resources?includeScopes=true&page=1&page_size=20');
    expectAnswer(list, 200, resourceWithScopesShape);
    expect(list.headers.get('Total-Number')).toMatch(/^\d+$/);
    expectAnswer(await api.get(`/resources/${resource.id}`), 200, resourceShape);
    const patch = { tenantId: defaultTenantId, name: 'Orders API', accessTokenTtl: 900 };
    expect(
      expectAnswer(await api.patch<Row>(`/resources/${resource.id}`, patch), 200, resourceShape),
    ).toMatchObject(patch);
    expectAnswer(
      await api.patch(`/resources/${resource.id}/is-default`, { isDefault: false }),
      200,
      resourceShape,
    );
    // The reference's identifier for a duplicate indicator.
    expectError(await api.post('/resources', create), 422, 'resource.resource_identifier_in_use');

    const scopesPath = `/resources/${resource.id}/scopes`;
    const created = expectAnswer(
      await api.post<Row>(scopesPath, { name: 'read:orders', description: null }),
      201,
      scopeShape,
    );
    expectAnswer(await api.get(`${scopesPath}?page=1&page_size=20`), 200, scopeShape);
    expectAnswer(
      await api.patch(`${scopesPath}/${created.id}`, {
        name: 'list:orders',
        description: 'List orders',
      }),
      200,
      scopeShape,
    );
    expectAnswer(await api.delete(`${scopesPath}/${created.id}`), 204);
    expectAnswer(await api.delete(`/resources/${resource.id}`), 204);
  });

  it('answers the reference shapes and statuses for roles and who holds them', async () => {
    const resource = (
      await api.post<Row>('/resources', {
        name: 'Files',
        indicator: 'https://files.conformance.test',
      })
    ).body;
    const scope = (await api.post<Row>(`/resources/${resource.id}/scopes`, { name: 'read:files' }))
      .body;
    const body = {
      tenantId: defaultTenantId,
      name: 'Conformance reader',
      description: 'Reads',
      type: 'User',
      isDefault: false,
      scopeIds: [],
    };
    // The reference creates a role with 200, not 201.
    const role = expectAnswer(await api.post<Row>('/roles', body), 200, roleShape);
    const user = await insertTestUser(
      scopeToTenant(server().context.database.db, defaultTenantId),
      { name: 'Holder' },
    );

    expectAnswer(await api.get(`/roles/${role.id}`), 200, roleShape);
    expectAnswer(
      await api.patch(`/roles/${role.id}`, {
        name: 'Conformance viewer',
        description: 'Views',
        isDefault: false,
      }),
      200,
      roleShape,
    );
    // Adding scopes answers 201 with the role's scopes.
    expectAnswer(
      await api.post(`/roles/${role.id}/scopes`, { scopeIds: [scope.id] }),
      201,
      scopeShape,
    );
    expectAnswer(
      await api.get(`/roles/${role.id}/scopes?page=1&page_size=20`),
      200,
      roleScopeShape,
    );
    expectAnswer(await api.post(`/roles/${role.id}/users`, { userIds: [user.id] }), 201);
    expectAnswer(await api.get(`/roles/${role.id}/users?page=1&page_size=20`), 200, userShape);

    const list = expectAnswer(
      await api.get<Row[]>('/roles?type=User&page=1&page_size=100'),
      200,
      roleListItemShape,
    );
    const listed = list.find((item) => item.id === role.id);
    expect(listed?.usersCount).toBe(1);
    for (const featured of listed?.featuredUsers as unknown[]) {
      expect(compareToShape(featured, featuredUserShape)).toEqual({ missing: [], unexpected: [] });
    }
    expectAnswer(
      await api.get(`/roles?excludeUserId=${user.id}&excludeApplicationId=none`),
      200,
      roleListItemShape,
    );

    expectAnswer(await api.delete(`/roles/${role.id}/users/${user.id}`), 204);
    expectAnswer(await api.delete(`/roles/${role.id}/scopes/${scope.id}`), 204);
    expectAnswer(await api.delete(`/roles/${role.id}`), 204);
  });

  it('answers the reference shapes for machine-to-machine roles and their applications', async () => {
    const role = (
      await api.post<Row>('/roles', {
        name: 'Conformance bot',
        description: 'Bots',
        type: 'MachineToMachine',
      })
    ).body;
    const app = (
      await api.post<Row>('/applications', { name: 'Conformance job', type: 'MachineToMachine' })
    ).body;
    expectAnswer(
      await api.post(`/roles/${role.id}/applications`, { applicationIds: [app.id] }),
      201,
    );
    expectAnswer(
      await api.get(`/roles/${role.id}/applications?page=1&page_size=20`),
      200,
      applicationShape,
    );
    const listed = (await api.get<Row[]>('/roles?type=MachineToMachine')).body.find(
      (item) => item.id === role.id,
    );
    for (const featured of listed?.featuredApplications as unknown[]) {
      expect(compareToShape(featured, featuredApplicationShape)).toEqual({
        missing: [],
        unexpected: [],
      });
    }
    expectAnswer(await api.delete(`/roles/${role.id}/applications/${app.id}`), 204);
  });

  it('answers the reference shapes and statuses for users and their roles', async () => {
    const user = await insertTestUser(
      scopeToTenant(server().context.database.db, defaultTenantId),
      {
        username: 'conformance_user',
      },
    );
    const role = (
      await api.post<Row>('/roles', { name: 'Conformance member', description: 'Members' })
    ).body;
    expectAnswer(await api.get('/users?page=1&page_size=20'), 200, userShape);
    expectAnswer(await api.get(`/users/${user.id}`), 200, userShape);

    const assigned = expectAnswer(
      await api.post(`/users/${user.id}/roles`, { roleIds: [role.id] }),
      201,
    );
    expect(assigned).toEqual({ roleIds: [role.id], addedRoleIds: [role.id] });
    expectAnswer(await api.get(`/users/${user.id}/roles?page=1&page_size=20`), 200, roleShape);
    expect(
      expectAnswer(await api.put(`/users/${user.id}/roles`, { roleIds: [role.id] }), 200),
    ).toEqual({ roleIds: [role.id] });
    expectAnswer(await api.delete(`/users/${user.id}/roles/${role.id}`), 204);
  });

  it('answers the reference shapes for connector factories and connectors, form items included', async () => {
    const factories = expectAnswer(
      await api.get<Row[]>('/connector-factories'),
      200,
      connectorFactoryShape,
    );
    const formItems = factories.flatMap((factory) => factory.formItems as unknown[]);
    expect(formItems.length).toBeGreaterThan(0);
    for (const item of formItems) {
      expect(compareToShape(item, connectorFormItemShape)).toEqual({ missing: [], unexpected: [] });
    }
    // Secrets are marked with the reference's name.
    const smtp = factories.find((factory) => factory.id === 'smtp-email');
    expect((smtp?.formItems as Row[]).find((item) => item.key === 'password')).toMatchObject({
      isConfidential: true,
    });
    expectAnswer(await api.get('/connector-factories/smtp-email'), 200, connectorFactoryShape);

    const connector = expectAnswer(
      await api.post<Row>('/connectors', { connectorId: 'demo-email' }),
      200,
      connectorShape,
    );
    expect(connector).toMatchObject({ connectorId: 'demo-email', enableTokenStorage: false });
    expectAnswer(await api.get('/connectors'), 200, connectorShape);
    expectAnswer(await api.get(`/connectors/${connector.id}`), 200, connectorShape);
    expectAnswer(
      await api.patch(`/connectors/${connector.id}`, {
        metadata: { logo: 'https://example.com/logo.svg' },
      }),
      200,
      connectorShape,
    );
    expectAnswer(await api.delete(`/connectors/${connector.id}`), 204);
  });

  it('answers the reference shapes for the sign-in experience', async () => {
    expectAnswer(await api.get('/sign-in-exp'), 200, signInExperienceShape);
    const patch = { signInMode: 'SignIn', customContent: { '/sign-in': 'Hello' } };
    expect(
      expectAnswer(await api.patch('/sign-in-exp', patch), 200, signInExperienceShape),
    ).toMatchObject(patch);
    expectAnswer(
      await api.patch('/sign-in-exp', { signInMode: 'SignInAndRegister', customContent: {} }),
      200,
      signInExperienceShape,
    );
  });

  it('answers the reference shapes for user assets and status', async () => {
    expectAnswer(await api.get('/user-assets/service-status'), 200, assetServiceStatusShape);
    expectAnswer(await api.get('/status'), 204);
  });
});
