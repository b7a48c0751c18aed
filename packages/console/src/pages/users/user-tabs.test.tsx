import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { logFixture } from '../audit-logs/testing/log-fixture';
import { roleFixture } from '../roles/testing/role-fixture';
import { userFixture } from './testing/user-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('user tabs', { timeout: 20_000 }, () => {
  it('shows only this user\'s audit log, and opens a log under the user', async () => {
    const api = mockManagementApi({
      'GET /api/users/u1': { body: userFixture() },
      'GET /api/logs': { body: [logFixture({}, { userId: 'u1' })], total: 1 },
      'GET /api/logs/log1': { body: logFixture({}, { userId: 'u1' }) },
      'GET /api/applications': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/users/u1/logs');

    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(await within(table).findByText('Sign-in: completed')).toBeTruthy();
    expect(api.requestsTo('GET', '/api/logs')[0]?.url.searchParams.get('userId')).toBe('u1');

    await userEvent.click(within(table).getByText('Sign-in: completed'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/users/u1/logs/log1'));
    expect(await screen.findByText('203.0.113.7')).toBeTruthy();
  });

  it('assigns user roles through the roles area\'s dialog and removes one after confirmation', async () => {
    const api = mockManagementApi({
      'GET /api/users/u1': { body: userFixture() },
      'GET /api/users/u1/roles': { body: [roleFixture()], total: 1 },
      'GET /api/roles': { body: [{ ...roleFixture({ id: 'role2', name: 'Auditor' }), usersCount: 0, applicationsCount: 0, featuredApplications: [] }], total: 1 },
      'POST /api/users/u1/roles': { status: 201, body: { roleIds: ['role2'], addedRoleIds: ['role2'] } },
      'DELETE /api/users/u1/roles/role1': { status: 204 },
    });
    renderConsole('/default/users/u1/roles');

    expect(await screen.findByText('Order manager')).toBeTruthy();
    await userEvent.click(screen.getByTestId('assign-roles-button'));
    await userEvent.click(await screen.findByText('Auditor'));
    await userEvent.click(screen.getByRole('button', { name: 'Assign (1)' }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/users/u1/roles')[0]?.body).toEqual({ roleIds: ['role2'] }));
    const candidates = api.requestsTo('GET', '/api/roles')[0]?.url.searchParams;
    expect(candidates?.get('type')).toBe('User');
    expect(candidates?.get('excludeUserId')).toBe('u1');

    await userEvent.click(screen.getByTestId('remove-role-role1'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.requestsTo('DELETE', '/api/users/u1/roles/role1')).toHaveLength(1));
  });
});
