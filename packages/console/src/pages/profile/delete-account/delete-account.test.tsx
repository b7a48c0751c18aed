import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountDeletionCheck } from '@tessera/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testUser } from '../../../test/fake-auth-client';
import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';

afterEach(() => {
  vi.restoreAllMocks();
});

const noBlockers: AccountDeletionCheck = {
  blockers: [],
  tenantsToDelete: [
    { id: 'shop01', name: 'Shop' },
    { id: 'sand01', name: 'Sandbox' },
  ],
  tenantsToLeave: [{ id: 'their1', name: 'Theirs' }],
};

const blocked: AccountDeletionCheck = {
  ...noBlockers,
  blockers: [
    { code: 'paid_plan', tenants: [{ id: 'shop01', name: 'Shop' }] },
    { code: 'open_invoice', tenants: [{ id: 'sand01', name: 'Sandbox' }] },
  ],
};

type Routes = Parameters<typeof mockManagementApi>[0];

const openProfile = (routes: Routes) => {
  const api = mockManagementApi({
    'GET /api/me': { body: testUser },
    'GET /api/me/user-assets/service-status': { status: 404, body: { message: 'Not found.' } },
    ...routes,
  });
  return { api, ...renderConsole('/profile', { edition: 'cloud' }) };
};

const clickDelete = async () =>
  userEvent.click(within(await screen.findByTestId('delete-account')).getByRole('button', { name: 'Delete account' }));

const confirmDialog = () => screen.findByTestId('confirm-dialog');

describe('delete account', () => {
  it('shows the issues dialog, with a link to settle each, and deletes nothing while blockers exist', async () => {
    const { api, router } = openProfile({ 'GET /api/me/deletion-blockers': { body: blocked } });
    await clickDelete();

    const issues = await screen.findByTestId('account-deletion-issues');
    expect(issues.textContent).toContain('Your account cannot be deleted yet');
    const paid = within(screen.getByTestId('blocker-paid_plan')).getByRole('link', { name: 'Shop' });
    expect(paid.getAttribute('href')).toBe('/shop01/tenant-settings/subscription');
    const invoice = within(screen.getByTestId('blocker-open_invoice')).getByRole('link', { name: 'Sandbox' });
    expect(invoice.getAttribute('href')).toBe('/sand01/tenant-settings/billing-history');
    expect(screen.queryByTestId('blocker-subscription_status')).toBeNull();
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();

    await userEvent.click(paid);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop01/tenant-settings/subscription'));
    expect(screen.queryByTestId('account-deletion-issues')).toBeNull();
    expect(api.requestsTo('DELETE', '/api/me')).toHaveLength(0);
  });

  it('names the tenants concerned, asks twice, deletes the account once and signs out', async () => {
    const { api, authClient } = openProfile({
      'GET /api/me/deletion-blockers': { body: noBlockers },
      'DELETE /api/me': { status: 204 },
    });
    await clickDelete();

    const first = await confirmDialog();
    expect(first.textContent).toContain('Delete your account?');
    expect(within(first).getByTestId('tenants-to-delete').textContent).toBe('Deleted with their data: Shop, Sandbox');
    expect(within(first).getByTestId('tenants-to-leave').textContent).toBe('You leave: Theirs');
    await userEvent.click(within(first).getByRole('button', { name: 'Continue' }));

    await waitFor(async () => expect((await confirmDialog()).textContent).toContain('This is permanent'));
    expect(api.requestsTo('DELETE', '/api/me')).toHaveLength(0);
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Delete account' }));

    await waitFor(() => expect(authClient.signOut).toHaveBeenCalledTimes(1));
    expect(api.requestsTo('DELETE', '/api/me')).toHaveLength(1);
  });

  it('deletes nothing when the first confirmation is cancelled', async () => {
    const { api } = openProfile({ 'GET /api/me/deletion-blockers': { body: noBlockers } });
    await clickDelete();
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api.requestsTo('DELETE', '/api/me')).toHaveLength(0);
  });

  it('shows the message and the request id with "try again later" when the deletion fails', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('8f0c2b8e-0000-4000-8000-000000000001');
    const { api, authClient } = openProfile({
      'GET /api/me/deletion-blockers': { body: { ...noBlockers, tenantsToLeave: [] } },
      'DELETE /api/me': { status: 500, body: { message: 'The database is not available right now.', code: 'database.unavailable' } },
    });
    await clickDelete();
    expect(within(await confirmDialog()).queryByTestId('tenants-to-leave')).toBeNull();
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Delete account' }));

    await waitFor(async () => expect((await confirmDialog()).textContent).toContain('The account could not be deleted'));
    const alert = await confirmDialog();
    expect(alert.textContent).toContain(
      'The database is not available right now. Request ID: 8f0c2b8e-0000-4000-8000-000000000001. Please try again later.',
    );
    expect(authClient.signOut).not.toHaveBeenCalled();
    // The id quoted is the one the request carried, so support can find it in the server's log.
    const deletion = api.fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deletion?.[1]?.headers).toMatchObject({ 'X-Request-Id': '8f0c2b8e-0000-4000-8000-000000000001' });
  });

  it('shows the issues dialog when the server refuses because a blocker appeared after the check', async () => {
    const { authClient } = openProfile({
      'GET /api/me/deletion-blockers': { body: noBlockers },
      'DELETE /api/me': {
        status: 422,
        body: {
          message: 'Your account cannot be deleted yet.',
          code: 'account_deletion.blocked',
          data: { blockers: [{ code: 'subscription_status', tenants: [{ id: 'shop01', name: 'Shop' }] }] },
        },
      },
    });
    await clickDelete();
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Continue' }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Delete account' }));

    const issues = await screen.findByTestId('account-deletion-issues');
    expect(within(issues).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop01/tenant-settings/subscription');
    expect(screen.getByTestId('blocker-subscription_status')).toBeTruthy();
    expect(authClient.signOut).not.toHaveBeenCalled();
  });

  it('says so in a toast when the check fails, and opens no dialog', async () => {
    const { api } = openProfile({
      'GET /api/me/deletion-blockers': { status: 503, body: { message: 'The database is not available right now.', code: 'database.unavailable' } },
    });
    await clickDelete();
    await waitFor(() =>
      expect(screen.getAllByTestId('toast-error').map((toast) => toast.textContent)).toContainEqual(
        expect.stringContaining('The database is not available right now.'),
      ),
    );
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(screen.queryByTestId('account-deletion-issues')).toBeNull();
    expect(api.requestsTo('DELETE', '/api/me')).toHaveLength(0);
    expect(within(screen.getByTestId('delete-account')).getByRole('button', { name: 'Delete account' })).toBeTruthy();
  });
});
