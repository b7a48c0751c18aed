import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { managementApiFixture, resourceFixture, scopeFixture } from '../api-resources/testing/resource-fixture';
import { roleFixture } from './testing/role-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const resourcesWithScopes = [
  { ...managementApiFixture, scopes: [scopeFixture({ id: 'all', name: 'all', resourceId: 'mgmt' })] },
  { ...resourceFixture(), scopes: [scopeFixture(), scopeFixture({ id: 'scope2', name: 'write:orders' })] },
  {
    ...resourceFixture({ id: 'res2', name: 'Billing API', indicator: 'https://api.example.com/billing' }),
    scopes: [scopeFixture({ id: 'scope3', resourceId: 'res2', name: 'read:invoices', description: null })],
  },
];

// Whole-console renders with typing are slow on a busy runner.
describe('roles', { timeout: 20_000 }, () => {
  it('sends the type filter from the URL', async () => {
    const api = mockManagementApi({
      'GET /api/roles': { body: [{ ...roleFixture({ type: 'MachineToMachine' }), usersCount: 0, applicationsCount: 2, featuredApplications: [] }], total: 1 },
    });
    renderConsole('/default/roles?type=MachineToMachine');
    expect(await screen.findByText('Apps: 2')).toBeTruthy();
    expect(api.requestsTo('GET', '/api/roles')[0]?.url.searchParams.get('type')).toBe('MachineToMachine');
    expect((screen.getByTestId('role-type-filter') as HTMLSelectElement).value).toBe('MachineToMachine');
  });

  it('creates a role with permissions picked across resources', async () => {
    const api = mockManagementApi({
      'GET /api/roles': { body: [], total: 0 },
      'GET /api/resources': { body: resourcesWithScopes, total: 3 },
      'POST /api/roles': { body: roleFixture({ id: 'role9' }) },
      'GET /api/roles/role9': { body: roleFixture({ id: 'role9' }) },
      'GET /api/roles/role9/scopes': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/roles/create');

    await userEvent.type(await screen.findByTestId('role-create-name'), 'Order manager');
    await userEvent.type(screen.getByTestId('role-create-description'), 'Manages orders');
    // User roles may not hold Management API scopes: that resource is not offered.
    await screen.findByTestId('permission-expand-res1');
    expect(screen.queryByTestId('permission-expand-mgmt')).toBeNull();

    await userEvent.click(screen.getByTestId('permission-expand-res1'));
    await userEvent.click(screen.getByTestId('permission-scope-scope2'));
    await userEvent.click(screen.getByTestId('permission-resource-res2'));
    expect(screen.getByText('Permissions selected: 2')).toBeTruthy();
    await userEvent.click(screen.getByTestId('role-create-default'));
    await userEvent.click(screen.getByTestId('role-create-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/default/roles/role9/permissions'));
    expect(api.requestsTo('POST', '/api/roles')[0]?.body).toEqual({
      name: 'Order manager',
      description: 'Manages orders',
      type: 'User',
      isDefault: true,
      scopeIds: ['scope2', 'scope3'],
    });
  });

  it('narrows the picker by search and offers the Management API to machine-to-machine roles', async () => {
    mockManagementApi({
      'GET /api/roles': { body: [], total: 0 },
      'GET /api/resources': { body: resourcesWithScopes, total: 3 },
    });
    renderConsole('/default/roles/create');

    await userEvent.click(await screen.findByTestId('role-create-type-MachineToMachine'));
    expect(await screen.findByTestId('permission-expand-mgmt')).toBeTruthy();
    expect(screen.queryByTestId('role-create-default')).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search permissions' }), 'invoices{Enter}');
    await waitFor(() => expect(screen.queryByTestId('permission-expand-res1')).toBeNull());
    expect(screen.getByTestId('permission-scope-scope3')).toBeTruthy();
  });

  it('shows a taken name on the name field', async () => {
    mockManagementApi({
      'GET /api/roles': { body: [], total: 0 },
      'GET /api/resources': { body: [], total: 0 },
      'POST /api/roles': { status: 422, body: { message: 'The role name "Admin" is already in use.', code: 'role.name_in_use' } },
    });
    renderConsole('/default/roles/create');

    await userEvent.type(await screen.findByTestId('role-create-name'), 'Admin');
    await userEvent.type(screen.getByTestId('role-create-description'), 'Everything');
    await userEvent.click(screen.getByTestId('role-create-submit'));

    const message = await screen.findByText('The role name "Admin" is already in use.');
    const input = screen.getByTestId('role-create-name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it('shows only the tabs of the role type and sends the others to permissions', async () => {
    mockManagementApi({
      'GET /api/roles/role1': { body: roleFixture({ type: 'MachineToMachine' }) },
      'GET /api/roles/role1/scopes': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/roles/role1/users');

    await waitFor(() => expect(router.state.location.pathname).toBe('/default/roles/role1/permissions'));
    expect(await screen.findByTestId('tab-machine-to-machine-apps')).toBeTruthy();
    expect(screen.queryByTestId('tab-users')).toBeNull();
  });

  it('assigns users and removes one after confirmation, and says when users cannot be searched', async () => {
    const user = { id: 'u1', username: 'ada', primaryEmail: 'ada@example.com', primaryPhone: null, name: null, avatar: null, createdAt: 1 };
    const api = mockManagementApi({
      'GET /api/roles/role1': { body: roleFixture() },
      'GET /api/roles/role1/users': { body: [user], total: 1 },
      'DELETE /api/roles/role1/users/u1': { status: 204 },
    });
    renderConsole('/default/roles/role1/users');

    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(screen.queryByTestId('tab-machine-to-machine-apps')).toBeNull();
    await userEvent.click(screen.getByTestId('assign-users-button'));
    expect(await screen.findByTestId('assign-unavailable')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByTestId('remove-user-u1'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.requestsTo('DELETE', '/api/roles/role1/users/u1')).toHaveLength(1));
  });
});
