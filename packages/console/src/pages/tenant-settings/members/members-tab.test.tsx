import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tenantPermissions } from '@tessera/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';
import { testTenant } from '../../../test/test-tenant';

const members = [
  { id: 'u1', name: 'Ada Lovelace', username: 'ada', primaryEmail: 'ada@example.com', avatar: null, organizationRoles: [], role: 'admin' },
  { id: 'u2', name: 'Grace Hopper', username: 'grace', primaryEmail: 'grace@example.com', avatar: null, organizationRoles: [], role: 'collaborator' },
];

/** The members tab of tenant `t1` for a member holding `scopes`. */
const renderMembers = (scopes: readonly string[], path = '/t1/tenant-settings/members') => {
  const api = mockManagementApi({
    'GET /api/.well-known/endpoints/t1': { body: { user: 'http://localhost/t/t1' } },
    'GET /t/admin/api/tenants': { body: [testTenant({ id: 't1' })] },
    'GET /t/admin/api/invitations': { body: [] },
    'GET /t/admin/api/tenants/t1/members/u1/scopes': { body: scopes.map((name) => ({ name })) },
    'GET /t/admin/api/tenants/t1/members': { body: members },
    'GET /t/admin/api/tenants/t1/invitations': { body: [] },
    'POST /t/admin/api/tenants/t1/invitations': { status: 201, body: [] },
  });
  return { ...renderConsole(path, { edition: 'cloud' }), api, user: userEvent.setup() };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tenant members tab', { timeout: 30_000 }, () => {
  it('shows a collaborator the members and their roles, without inviting, role changes or removal', async () => {
    renderMembers(['read:data', 'write:data', 'delete:data', 'read:member']);
    const table = await screen.findByTestId('tenant-members-table');
    await within(table).findByText('Grace Hopper');
    expect(within(table).getByTestId('member-role-u2').textContent).toBe('Collaborator');
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(within(table).queryByTestId('remove-member-u2')).toBeNull();
    expect(screen.queryByTestId('invite-members-button')).toBeNull();
    expect(screen.queryByTestId('tab-invitations')).toBeNull();
    expect(screen.getByTestId('leave-tenant-button')).toBeDefined();
  });

  it('sends a collaborator away from the invitations page', async () => {
    const { router } = renderMembers(['read:member'], '/t1/tenant-settings/members/invitations');
    await waitFor(() => expect(router.state.location.pathname).toBe('/t1/tenant-settings/members'));
  });

  it('lets an admin change roles, remove others and invite by email tags', async () => {
    const { api, user } = renderMembers(tenantPermissions);
    const table = await screen.findByTestId('tenant-members-table');
    await within(table).findByText('Grace Hopper');
    expect(within(table).getAllByRole('combobox')).toHaveLength(2);
    // Others can be removed; the admin leaves instead of removing themselves.
    expect(within(table).getByTestId('remove-member-u2')).toBeDefined();
    expect(within(table).queryByTestId('remove-member-u1')).toBeNull();
    expect(screen.getByTestId('tab-invitations')).toBeDefined();

    await user.click(screen.getByTestId('invite-members-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Invite members' });
    const input = within(dialog).getByRole('textbox', { name: /Email addresses/ });
    await user.type(input, 'New@Example.com not-an-email{Enter}');
    const tags = within(dialog).getAllByTestId('invitee-tag');
    expect(tags.map((tag) => [tag.textContent, tag.dataset.status])).toEqual([
      ['new@example.com', undefined],
      ['not-an-email', 'error'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Invite members' }));
    expect(await within(dialog).findByText('Enter valid email addresses.')).toBeDefined();

    // Backspace in the empty input selects the last tag, a second one removes it.
    await user.click(input);
    await user.keyboard('{Backspace}{Backspace}');
    expect(within(dialog).getAllByTestId('invitee-tag')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Invite members' }));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/t/admin/api/tenants/t1/invitations').map(({ body }) => body)).toEqual([
        { invitee: ['new@example.com'], roleName: 'collaborator' },
      ]),
    );
    expect(await screen.findByText('Invitation sent.')).toBeDefined();
  });
});
