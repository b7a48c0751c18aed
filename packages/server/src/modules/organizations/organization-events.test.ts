import {
  defaultTenantId,
  type Organization,
  type OrganizationRole,
  type OrganizationScope,
} from '@tessera/schemas';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/domain-events.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';

const organizationEvents = (events: DomainEvent[]) =>
  events
    .filter((event) => event.name.startsWith('organization'))
    .map(({ name, tenantId, data }) => ({ name, tenantId, data }));

describeEachDatabase('organizations events', (server) => {
  let api: ApiClient;
  let delivered: DomainEvent[] = [];
  let unsubscribe = () => {};

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });
  beforeEach(() => {
    delivered = [];
    unsubscribe = server().context.events.subscribe((event) => {
      delivered.push(event);
    });
  });
  afterEach(() => unsubscribe());

  it('announces organizations, their membership and the template, after each write', async () => {
    const scope = (
      await api.post<OrganizationScope>('/organization-scopes', { name: 'read:events' })
    ).body;
    const role = (await api.post<OrganizationRole>('/organization-roles', { name: 'Events role' }))
      .body;
    await api.patch(`/organization-roles/${role.id}`, { description: 'Watched' });
    await api.put(`/organization-roles/${role.id}/scopes`, { organizationScopeIds: [scope.id] });
    const organization = (await api.post<Organization>('/organizations', { name: 'Eventful' }))
      .body;
    await api.patch(`/organizations/${organization.id}`, { name: 'Eventful inc' });
    const user = await insertTestUser(server().context.tenantScope(defaultTenantId));
    await api.post(`/organizations/${organization.id}/users`, { userIds: [user.id] });
    await api.delete(`/organizations/${organization.id}/users/${user.id}`);
    await api.delete(`/organizations/${organization.id}`);
    await api.delete(`/organization-roles/${role.id}`);
    await api.delete(`/organization-scopes/${scope.id}`);

    const tenantId = defaultTenantId;
    expect(organizationEvents(delivered)).toEqual([
      { name: 'organization_scope.created', tenantId, data: { organizationScope: scope } },
      { name: 'organization_role.created', tenantId, data: { organizationRole: role } },
      {
        name: 'organization_role.data.updated',
        tenantId,
        data: { organizationRole: { ...role, description: 'Watched' } },
      },
      { name: 'organization_role.scopes.updated', tenantId, data: { organizationRoleId: role.id } },
      { name: 'organization.created', tenantId, data: { organization } },
      {
        name: 'organization.data.updated',
        tenantId,
        data: { organization: { ...organization, name: 'Eventful inc' } },
      },
      {
        name: 'organization.membership.updated',
        tenantId,
        data: { organizationId: organization.id },
      },
      {
        name: 'organization.membership.updated',
        tenantId,
        data: { organizationId: organization.id },
      },
      { name: 'organization.deleted', tenantId, data: { organizationId: organization.id } },
      { name: 'organization_role.deleted', tenantId, data: { organizationRoleId: role.id } },
      { name: 'organization_scope.deleted', tenantId, data: { organizationScopeId: scope.id } },
    ]);
  });

  it('raises nothing when a write is refused', async () => {
    await api.post('/organization-roles', {
      name: 'Refused',
      organizationScopeIds: ['nosuchscope'],
    });
    await api.post('/organizations/nosuchorg/users', { userIds: ['nosuchuser'] });
    await api.patch('/organizations/nosuchorg', { name: 'x' });
    expect(organizationEvents(delivered)).toEqual([]);
  });
});
