import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { resourceFixture, scopeFixture } from '../api-resources/testing/resource-fixture';
import {
  organizationRoleFixture,
  organizationRoleListItem,
  organizationScopeFixture,
} from './testing/organization-template-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const roleRoutes = {
  'GET /api/organization-roles/orole1': { body: organizationRoleFixture() },
  'GET /api/organization-roles/orole1/scopes': { body: [organizationScopeFixture()], total: 1 },
  'GET /api/organization-roles/orole1/resource-scopes': { body: [scopeFixture()], total: 1 },
  'GET /api/resources': {
    body: [
      {
        ...resourceFixture(),
        scopes: [scopeFixture(), scopeFixture({ id: 'scope2', name: 'write:orders' })],
      },
    ],
    total: 1,
  },
};

// Whole-console renders with typing are slow on a busy runner.
describe('organization template', { timeout: 20_000 }, () => {
  it('lists roles with their permissions, searching and paging through the URL', async () => {
    const api = mockManagementApi({
      'GET /api/organization-roles': {
        body: [
          organizationRoleListItem({
            scopes: [{ id: 'o1', name: 'read:members' }],
            resourceScopes: [
              { id: 's1', name: 'read:orders', resource: { id: 'res1', name: 'Orders API' } },
            ],
          }),
        ],
        total: 21,
      },
    });
    const { router } = renderConsole('/default/organization-template');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/default/organization-template/organization-roles',
      ),
    );
    const table = await screen.findByTestId('organization-roles-table');
    expect(await within(table).findByText('read:members')).toBeTruthy();
    expect(within(table).getByText('read:orders')).toBeTruthy();

    await userEvent.type(screen.getByTestId('list-search'), 'adm{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=adm'));
    await waitFor(() =>
      expect(
        api.requestsTo('GET', '/api/organization-roles').at(-1)?.url.searchParams.get('search'),
      ).toBe('%adm%'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=adm&page=2'));
  });

  it('shows the empty state and creates a machine-to-machine role, then opens it', async () => {
    const api = mockManagementApi({
      'GET /api/organization-roles': { body: [], total: 0 },
      'POST /api/organization-roles': {
        body: organizationRoleFixture({ id: 'orole9', type: 'MachineToMachine' }),
      },
      'GET /api/organization-roles/orole9': {
        body: organizationRoleFixture({ id: 'orole9', type: 'MachineToMachine' }),
      },
      'GET /api/organization-roles/orole9/scopes': { body: [], total: 0 },
      'GET /api/organization-roles/orole9/resource-scopes': { body: [], total: 0 },
      'GET /api/resources': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/organization-template/organization-roles');

    expect(await screen.findByText('No organization roles yet')).toBeTruthy();
    await userEvent.click(screen.getByTestId('organization-role-create-button'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/default/organization-template/organization-roles/create',
      ),
    );
    // Blank names are refused before asking the server.
    await userEvent.click(await screen.findByTestId('organization-role-create-submit'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();

    await userEvent.type(screen.getByTestId('organization-role-create-name'), ' robot ');
    await userEvent.click(screen.getByTestId('organization-role-create-type-MachineToMachine'));
    await userEvent.click(screen.getByTestId('organization-role-create-submit'));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/default/organization-template/organization-roles/orole9/permissions',
      ),
    );
    expect(api.requestsTo('POST', '/api/organization-roles')[0]?.body).toEqual({
      name: 'robot',
      description: null,
      type: 'MachineToMachine',
    });
    expect(await screen.findByText('No permissions yet')).toBeTruthy();
  });

  it('lists organization and API permissions together, assigns both kinds and removes one after confirmation', async () => {
    const api = mockManagementApi({
      ...roleRoutes,
      'GET /api/organization-scopes': {
        body: [
          organizationScopeFixture(),
          organizationScopeFixture({ id: 'oscope2', name: 'invite:members', description: null }),
        ],
        total: 2,
      },
      'POST /api/organization-roles/orole1/scopes': { status: 201 },
      'POST /api/organization-roles/orole1/resource-scopes': { status: 201 },
      'DELETE /api/organization-roles/orole1/resource-scopes/scope1': { status: 204 },
    });
    renderConsole('/default/organization-template/organization-roles/orole1');

    const table = await screen.findByTestId('organization-role-permissions-table');
    expect(await within(table).findByText('read:members')).toBeTruthy();
    expect(within(table).getByText('read:orders')).toBeTruthy();
    expect(within(table).getByText('Organization permission')).toBeTruthy();
    expect(await within(table).findByText('API permission · Orders API')).toBeTruthy();

    await userEvent.click(screen.getByTestId('assign-permissions-button'));
    const dialog = await screen.findByTestId('assign-dialog');
    // What the role holds already is not offered again.
    expect(await within(dialog).findByText('invite:members')).toBeTruthy();
    expect(within(dialog).queryByTestId('checkbox-oscope1')).toBeNull();
    await userEvent.click(within(dialog).getByTestId('checkbox-oscope2'));
    await userEvent.click(within(dialog).getByTestId('permission-expand-res1'));
    await userEvent.click(within(dialog).getByTestId('permission-scope-scope2'));
    await userEvent.click(within(dialog).getByTestId('assign-submit'));

    await waitFor(() => expect(screen.queryByTestId('assign-dialog')).toBeNull());
    expect(api.requestsTo('POST', '/api/organization-roles/orole1/scopes')[0]?.body).toEqual({
      organizationScopeIds: ['oscope2'],
    });
    expect(
      api.requestsTo('POST', '/api/organization-roles/orole1/resource-scopes')[0]?.body,
    ).toEqual({ scopeIds: ['scope2'] });

    await userEvent.click(screen.getByTestId('remove-permission-r-scope1'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        api.requestsTo('DELETE', '/api/organization-roles/orole1/resource-scopes/scope1'),
      ).toHaveLength(1),
    );
  });

  it('says why the type of a role in use cannot change', async () => {
    mockManagementApi({
      ...roleRoutes,
      'PATCH /api/organization-roles/orole1': {
        status: 422,
        body: {
          code: 'organization.role_type_in_use',
          message: 'The role is given to members, apps, just-in-time members or pending invitations.',
        },
      },
    });
    renderConsole('/default/organization-template/organization-roles/orole1/general');

    await userEvent.click(await screen.findByTestId('organization-role-type-MachineToMachine'));
    await userEvent.click(screen.getByTestId('save-button'));
    expect((await screen.findByTestId('toast-error')).textContent).toContain(
      'The role is given to members',
    );
  });

  it('edits the role (name, description, type) on the general tab and deletes it after confirmation', async () => {
    const api = mockManagementApi({
      ...roleRoutes,
      'PATCH /api/organization-roles/orole1': ({ body }) => ({
        body: { ...organizationRoleFixture(), ...(body as object) },
      }),
      'DELETE /api/organization-roles/orole1': { status: 204 },
      'GET /api/organization-roles': { body: [], total: 0 },
    });
    const { router } = renderConsole(
      '/default/organization-template/organization-roles/orole1/general',
    );

    const name = await screen.findByTestId('organization-role-name');
    await userEvent.clear(name);
    await userEvent.type(name, 'owner');
    await userEvent.clear(screen.getByTestId('organization-role-description'));
    await userEvent.click(screen.getByTestId('organization-role-type-MachineToMachine'));
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() =>
      expect(api.requestsTo('PATCH', '/api/organization-roles/orole1')[0]?.body).toEqual({
        name: 'owner',
        description: null,
        type: 'MachineToMachine',
      }),
    );

    await userEvent.click(await screen.findByTestId('organization-role-delete-button'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Delete "owner"?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/default/organization-template/organization-roles',
      ),
    );
    expect(api.requestsTo('DELETE', '/api/organization-roles/orole1')).toHaveLength(1);
  });

  it('creates, edits and deletes organization permissions', async () => {
    const api = mockManagementApi({
      'GET /api/organization-scopes': { body: [organizationScopeFixture()], total: 1 },
      'POST /api/organization-scopes': ({ body }) => ({
        status: 201,
        body: { ...organizationScopeFixture({ id: 'oscope2' }), ...(body as object) },
      }),
      'PATCH /api/organization-scopes/oscope1': ({ body }) => ({
        body: { ...organizationScopeFixture(), ...(body as object) },
      }),
      'DELETE /api/organization-scopes/oscope1': { status: 204 },
    });
    renderConsole('/default/organization-template/organization-permissions');

    expect(await screen.findByText('read:members')).toBeTruthy();
    await userEvent.click(screen.getByTestId('organization-scope-create-button'));
    await userEvent.type(await screen.findByTestId('organization-scope-name'), 'invite:members');
    await userEvent.click(screen.getByTestId('organization-scope-submit'));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/organization-scopes')[0]?.body).toEqual({
        name: 'invite:members',
        description: null,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('organization-scope-dialog')).toBeNull());

    await userEvent.click(screen.getByTestId('organization-scope-edit-oscope1'));
    const description = await screen.findByTestId('organization-scope-description');
    await userEvent.clear(description);
    await userEvent.type(description, 'See who is in');
    await userEvent.click(screen.getByTestId('organization-scope-submit'));
    await waitFor(() =>
      expect(api.requestsTo('PATCH', '/api/organization-scopes/oscope1')[0]?.body).toEqual({
        name: 'read:members',
        description: 'See who is in',
      }),
    );

    await userEvent.click(screen.getByTestId('organization-scope-delete-oscope1'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.requestsTo('DELETE', '/api/organization-scopes/oscope1')).toHaveLength(1),
    );
  });
});
