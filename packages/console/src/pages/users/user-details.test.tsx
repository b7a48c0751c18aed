import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { userFixture } from './testing/user-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const userRoutes = (overrides = {}) => ({
  'GET /api/users/u1': { body: userFixture(overrides) },
  'GET /api/users/u1/mfa-verifications': {
    body: [{ id: 'mfa1', type: 'Totp', createdAt: '2026-01-02T03:04:05.000Z' }],
  },
  'GET /api/users/u1/trusted-devices': { body: [] },
  'GET /api/users': { body: [], total: 0 },
});

describe('user details', { timeout: 20_000 }, () => {
  it('suspends only after confirmation, then offers to reactivate', async () => {
    let suspended = false;
    const api = mockManagementApi({
      ...userRoutes(),
      'GET /api/users/u1': () => ({ body: userFixture({ isSuspended: suspended }) }),
      'PATCH /api/users/u1/is-suspended': () => {
        suspended = true;
        return { body: userFixture({ isSuspended: true }) };
      },
    });
    renderConsole('/default/users/u1/settings');

    await userEvent.click(await screen.findByTestId('user-suspend-button'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api.requestsTo('PATCH', '/api/users/u1/is-suspended')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('user-suspend-button'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Suspend this user?');
    await userEvent.click(screen.getByRole('button', { name: 'Suspend user' }));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/users/u1/is-suspended')[0]?.body).toEqual({ isSuspended: true }));
    expect(await screen.findByTestId('user-suspended-tag')).toBeTruthy();
    expect(screen.getByTestId('user-suspend-button').textContent).toBe('Reactivate user');
  });

  it('deletes the user after confirmation and goes back to the list', async () => {
    const api = mockManagementApi({ ...userRoutes(), 'DELETE /api/users/u1': { status: 204 } });
    const { router } = renderConsole('/default/users/u1/settings');

    await userEvent.click(await screen.findByTestId('user-delete-button'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Delete "Ada Lovelace"?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/users'));
    expect(api.requestsTo('DELETE', '/api/users/u1')).toHaveLength(1);
  });

  it('resets the password to a typed one, shows the policy\'s refusal on the field, and shows the new one once', async () => {
    let attempts = 0;
    const api = mockManagementApi({
      ...userRoutes(),
      'PATCH /api/users/u1/password': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 422, body: { message: 'The password must be at least 8 characters long.', code: 'password_rejected.too_short' } }
          : { body: userFixture() };
      },
    });
    renderConsole('/default/users/u1/settings');

    await userEvent.click(await screen.findByTestId('user-reset-password-button'));
    await userEvent.click(await screen.findByTestId('reset-password-type'));
    await userEvent.type(screen.getByTestId('reset-password-input'), 'short');
    await userEvent.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByText('The password must be at least 8 characters long.')).toBeTruthy();

    await userEvent.clear(screen.getByTestId('reset-password-input'));
    await userEvent.type(screen.getByTestId('reset-password-input'), 'Longer-Pass-42');
    await userEvent.click(screen.getByTestId('reset-password-submit'));
    expect((await screen.findByTestId('user-password-once')).textContent).toBe('Longer-Pass-42');
    expect(api.requestsTo('PATCH', '/api/users/u1/password').at(-1)?.body).toEqual({ password: 'Longer-Pass-42' });
  });

  it('refuses custom data that is not a JSON object, and saves a valid one', async () => {
    const api = mockManagementApi({
      ...userRoutes(),
      'PATCH /api/users/u1': (request) => ({ body: userFixture(request.body as object) }),
    });
    renderConsole('/default/users/u1/settings');

    const editor = await screen.findByTestId('user-custom-data');
    await userEvent.clear(editor);
    await userEvent.type(editor, '{{"plan": ');
    await userEvent.click(screen.getByTestId('save-button'));
    expect(await screen.findByText('Invalid JSON format.')).toBeTruthy();
    expect(api.requestsTo('PATCH', '/api/users/u1')).toHaveLength(0);

    await userEvent.type(editor, '"pro"}');
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/users/u1')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/users/u1')[0]?.body).toMatchObject({ customData: { plan: 'pro' }, username: 'ada', primaryPhone: null });
  });

  it('asks before leaving the settings with unsaved changes', async () => {
    mockManagementApi(userRoutes());
    const { router } = renderConsole('/default/users/u1/settings');

    await userEvent.type(await screen.findByTestId('user-name'), ' Byron');
    await userEvent.click(screen.getByRole('link', { name: 'Back to User management' }));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Leave without saving?');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/default/users/u1/settings');
    expect((screen.getByTestId('user-name') as HTMLInputElement).value).toBe('Ada Lovelace Byron');

    await userEvent.click(screen.getByRole('link', { name: 'Back to User management' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/users'));
  });

  it('lists identities and factors with their remove buttons, and the last sign-in', async () => {
    const api = mockManagementApi({
      ...userRoutes({ identities: { github: { userId: 'gh-42' } }, lastSignInAt: null }),
      'DELETE /api/users/u1/identities/github': { status: 204 },
    });
    renderConsole('/default/users/u1/settings');

    expect(await screen.findByText('Authenticator app')).toBeTruthy();
    expect(screen.getByTestId('user-last-sign-in').textContent).toBe('Never signed in');
    await userEvent.click(screen.getByTestId('remove-identity-github'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.requestsTo('DELETE', '/api/users/u1/identities/github')).toHaveLength(1));
  });

  it('lists the organizations of the user with the roles held in each, linking to each', async () => {
    const organization = {
      tenantId: 'default',
      id: 'org1',
      name: 'Acme',
      description: null,
      customData: {},
      isMfaRequired: false,
      color: {},
      branding: {},
      customCss: null,
      createdAt: 1_700_000_000_000,
    };
    mockManagementApi({
      ...userRoutes(),
      'GET /api/users/u1/organizations': {
        body: [
          { ...organization, organizationRoles: [{ id: 'r1', name: 'admin' }, { id: 'r2', name: 'billing' }] },
          { ...organization, id: 'org2', name: 'Globex', organizationRoles: [] },
        ],
      },
    });
    const { router } = renderConsole('/default/users/u1/organizations');

    expect(await screen.findByText('Acme')).toBeTruthy();
    expect(screen.getByText('admin')).toBeTruthy();
    expect(screen.getByText('billing')).toBeTruthy();
    expect(screen.getByText('No roles')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: /Globex/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/organizations/org2/settings'));
  });

  it('says when the user belongs to no organization', async () => {
    mockManagementApi({ ...userRoutes(), 'GET /api/users/u1/organizations': { body: [] } });
    renderConsole('/default/users/u1/organizations');
    expect(await screen.findByText('No organizations yet')).toBeTruthy();
  });
});
