import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testUser } from '../../test/fake-auth-client';
import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';

afterEach(() => {
  vi.restoreAllMocks();
});

const passwordRoutes = (change: Parameters<typeof mockManagementApi>[0][string] = { status: 204 }) =>
  mockManagementApi({
    'GET /api/me': { body: testUser },
    'POST /api/me/password/verify': ({ body }) =>
      (body as { password: string }).password === 'right-one'
        ? { status: 204 }
        : { status: 422, body: { message: 'The current password is incorrect.', code: 'user.wrong_password' } },
    'POST /api/me/password': change,
  });

const verifyWith = async (password: string) => {
  const input = await screen.findByTestId('current-password-input');
  await userEvent.clear(input);
  await userEvent.type(input, `${password}{Enter}`);
};

describe('password steps', { timeout: 20_000 }, () => {
  it('keeps the wrong-password error when the field loses focus, so the Continue button does not move', async () => {
    const api = passwordRoutes();
    renderConsole('/profile/verify-password');
    await verifyWith('wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('The current password is incorrect.');

    // Pressing Continue blurs the field first; the error (and the button below it) must stay put.
    fireEvent.blur(screen.getByTestId('current-password-input'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('alert').textContent).toContain('The current password is incorrect.');
    await userEvent.click(screen.getByTestId('verify-button'));
    await waitFor(() => expect(api.requestsTo('POST', '/api/me/password/verify')).toHaveLength(2));

    // A changed value is a new attempt: the old error goes.
    await userEvent.type(screen.getByTestId('current-password-input'), 'x');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows a mismatch when the field is left and removes it as soon as the values match, not on the next blur', async () => {
    const api = passwordRoutes();
    renderConsole('/profile/change-password');
    await userEvent.type(await screen.findByTestId('new-password-input'), 'a-new-long-passphrase');
    await userEvent.type(screen.getByTestId('confirm-password-input'), 'a-new-long');
    fireEvent.blur(screen.getByTestId('confirm-password-input'));
    expect((await screen.findByRole('alert')).textContent).toContain('The passwords do not match.');

    await userEvent.type(screen.getByTestId('confirm-password-input'), '-passphrase');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // Nothing left to appear or vanish when the click blurs the field: the first click counts.
    await userEvent.click(screen.getByTestId('change-password-button'));
    await waitFor(() => expect(api.requestsTo('POST', '/api/me/password')).toHaveLength(1));
  });

  it('refuses the password just verified as the new one before asking the server (reference: user.same_password)', async () => {
    const api = passwordRoutes();
    const { router } = renderConsole('/profile/verify-password');
    await verifyWith('right-one');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/change-password'));

    await userEvent.type(await screen.findByTestId('new-password-input'), 'right-one');
    await userEvent.type(screen.getByTestId('confirm-password-input'), 'right-one{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Choose a password different from your current one.');
    expect(api.requestsTo('POST', '/api/me/password')).toHaveLength(0);
  });

  it('shows the server’s user.same_password answer on the new password field', async () => {
    passwordRoutes({
      status: 422,
      body: { message: 'The new password must differ from the current one.', code: 'user.same_password' },
    });
    renderConsole('/profile/change-password');
    await userEvent.type(await screen.findByTestId('new-password-input'), 'a-new-long-passphrase');
    await userEvent.type(screen.getByTestId('confirm-password-input'), 'a-new-long-passphrase{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('The new password must differ from the current one.');
  });
});
