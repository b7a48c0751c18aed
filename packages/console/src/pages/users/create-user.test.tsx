import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { userFixture } from './testing/user-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('create user', { timeout: 20_000 }, () => {
  it('creates a user with a generated password, shows it once, then opens the user', async () => {
    const api = mockManagementApi({
      'GET /api/users': { body: [], total: 0 },
      'POST /api/users': { status: 200, body: userFixture({ id: 'u9' }) },
      'GET /api/users/u9': { body: userFixture({ id: 'u9' }) },
      'GET /api/users/u9/mfa-verifications': { body: [] },
    });
    const { router } = renderConsole('/default/users/create');

    await userEvent.type(await screen.findByTestId('user-create-username'), 'ada');
    await userEvent.type(screen.getByTestId('user-create-primaryEmail'), ' ada@example.com ');
    await userEvent.click(screen.getByTestId('user-create-submit'));

    const shown = await screen.findByTestId('user-password-once');
    const body = api.requestsTo('POST', '/api/users')[0]?.body as Record<string, unknown>;
    expect(body).toEqual({ username: 'ada', primaryEmail: 'ada@example.com', password: expect.any(String) });
    expect(shown.textContent).toBe(body.password);
    expect(String(body.password)).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^a-zA-Z\d]).{16}$/);
    expect(screen.getByRole('button', { name: 'Copy Password' })).toBeTruthy();

    await userEvent.click(screen.getByTestId('user-created-open'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/users/u9/settings'));
  });

  it('asks for at least one identifier before sending anything', async () => {
    const api = mockManagementApi({ 'GET /api/users': { body: [], total: 0 } });
    renderConsole('/default/users/create');

    await userEvent.type(await screen.findByTestId('user-create-name'), 'Ada');
    await userEvent.click(screen.getByTestId('user-create-submit'));
    expect(await screen.findByText('Enter a username, an email address or a phone number.')).toBeTruthy();
    expect(api.requestsTo('POST', '/api/users')).toHaveLength(0);
  });

  it('sends a typed phone number as its digits, and refuses one that is not a phone number', async () => {
    const api = mockManagementApi({
      'GET /api/users': { body: [], total: 0 },
      'POST /api/users': { body: userFixture({ id: 'u9', primaryPhone: '14155550100' }) },
    });
    renderConsole('/default/users/create');

    const phone = await screen.findByTestId('user-create-primaryPhone');
    await userEvent.type(phone, 'call me');
    await userEvent.click(screen.getByTestId('user-create-submit'));
    expect(await screen.findByText('Enter a phone number in international format, such as +14155550100.')).toBeTruthy();
    expect(api.requestsTo('POST', '/api/users')).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 (415) 555-0100');
    await userEvent.click(screen.getByTestId('user-create-submit'));
    await screen.findByTestId('user-password-once');
    expect(api.requestsTo('POST', '/api/users')[0]?.body).toMatchObject({ primaryPhone: '14155550100' });
  });

  it('puts the server\'s validation codes on their fields', async () => {
    mockManagementApi({
      'GET /api/users': { body: [], total: 0 },
      'POST /api/users': {
        status: 422,
        body: { message: 'This email address is already linked to another account.', code: 'user.email_already_in_use' },
      },
    });
    renderConsole('/default/users/create');

    await userEvent.type(await screen.findByTestId('user-create-primaryEmail'), 'ada@example.com');
    await userEvent.click(screen.getByTestId('user-create-submit'));

    const message = await screen.findByText('This email address is already linked to another account.');
    const input = screen.getByTestId('user-create-primaryEmail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByTestId('user-password-once')).toBeNull();
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });
});
