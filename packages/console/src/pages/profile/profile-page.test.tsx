import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testUser } from '../../test/fake-auth-client';
import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';

afterEach(() => {
  vi.restoreAllMocks();
});

const meRoutes = (patch?: Parameters<typeof mockManagementApi>[0][string]) =>
  mockManagementApi({
    'GET /api/me': { body: testUser },
    'GET /api/me/user-assets/service-status': { status: 404, body: { message: 'Not found.' } },
    ...(patch ? { 'PATCH /api/me': patch } : {}),
  });

describe('profile', () => {
  it('shows a skeleton while the user loads, then the sections without the tenant shell', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.spyOn(window, 'fetch').mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderConsole('/profile', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByText('Your personal information and how you sign in to the console.')).toBeTruthy();
    expect(await screen.findByTestId('profile-skeleton')).toBeTruthy();
    answer(new Response(JSON.stringify(testUser), { status: 200 }));

    const settings = await screen.findByTestId('profile-settings');
    expect(within(settings).getByTestId('row-name').textContent).toContain('Ada Lovelace');
    expect(within(settings).getByTestId('row-username').textContent).toContain('ada');
    expect(screen.getByTestId('row-email').textContent).toContain('ada@example.com');
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByTestId('delete-account')).toBeNull();
  });

  it('hides the username and shows account deletion in cloud', async () => {
    meRoutes();
    renderConsole('/profile', { edition: 'cloud' });
    expect(await screen.findByTestId('profile-settings')).toBeTruthy();
    expect(screen.queryByTestId('row-username')).toBeNull();
    expect(screen.getByTestId('delete-account')).toBeTruthy();
  });

  it('saves one field on Enter and says which field was updated', async () => {
    const api = meRoutes(({ body }) => ({ body: { ...testUser, ...(body as object) } }));
    renderConsole('/profile');
    await userEvent.click(await screen.findByTestId('edit-name'));
    const input = await screen.findByTestId('name-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'Ada King{Enter}');

    await waitFor(() => expect(api.requestsTo('PATCH', '/api/me')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/me')[0]?.body).toEqual({ name: 'Ada King' });
    expect((await screen.findByTestId('toast-success')).textContent).toContain('Name updated.');
    await waitFor(() => expect(screen.queryByTestId('edit-name-dialog')).toBeNull());
    expect(screen.getByTestId('row-name').textContent).toContain('Ada King');
  });

  it('checks the username when the field loses focus, before anything is sent', async () => {
    const api = meRoutes(({ body }) => ({ body: { ...testUser, ...(body as object) } }));
    renderConsole('/profile');
    await userEvent.click(await screen.findByTestId('edit-username'));
    const input = await screen.findByTestId('username-input');
    await userEvent.clear(input);
    await userEvent.type(input, '1ada');
    await userEvent.tab();
    expect((await screen.findByRole('alert')).textContent).toContain('Start with a letter or an underscore');

    await userEvent.clear(input);
    await userEvent.type(input, 'ada_k{Enter}');
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/me')[0]?.body).toEqual({ username: 'ada_k' }));
  });

  it('shows a 422 in an alert with "Got it" and keeps the dialog open', async () => {
    meRoutes({ status: 422, body: { message: 'This username is already taken.', code: 'user.username_already_in_use' } });
    renderConsole('/profile');
    await userEvent.click(await screen.findByTestId('edit-username'));
    const input = await screen.findByTestId('username-input');
    await userEvent.clear(input);
    await userEvent.type(input, 'grace{Enter}');

    const alert = await screen.findByTestId('confirm-dialog');
    expect(alert.textContent).toContain('This username is already taken.');
    expect(screen.queryByTestId('toast-error')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(screen.getByTestId('edit-username-dialog')).toBeTruthy();
  });

  it('takes an avatar URL when uploads are not available', async () => {
    const api = meRoutes(({ body }) => ({ body: { ...testUser, ...(body as object) } }));
    renderConsole('/profile');
    await userEvent.click(await screen.findByTestId('edit-avatar'));
    const input = await screen.findByTestId('avatar-url-input');
    await userEvent.type(input, 'ftp://example.com/a.png');
    await userEvent.tab();
    expect((await screen.findByRole('alert')).textContent).toContain('valid http or https URL');

    await userEvent.clear(input);
    await userEvent.type(input, 'https://example.com/a.png{Enter}');
    await waitFor(() =>
      expect(api.requestsTo('PATCH', '/api/me')[0]?.body).toEqual({ avatar: 'https://example.com/a.png' }),
    );
  });

  it('uploads an avatar as a form when uploads are available, then saves its URL', async () => {
    const url = 'https://cdn.example.com/avatars/ada.png';
    const api = mockManagementApi({
      'GET /api/me': { body: testUser },
      'GET /api/me/user-assets/service-status': {
        body: { status: 'ready', allowUploadMimeTypes: ['image/png'], maxUploadFileSize: 1024 * 1024 },
      },
      'POST /api/me/user-assets': { status: 201, body: { url } },
      'PATCH /api/me': ({ body }) => ({ body: { ...testUser, ...(body as object) } }),
    });
    renderConsole('/profile');
    await userEvent.click(await screen.findByTestId('edit-avatar'));
    const file = new File(['png'], 'ada.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByTestId('avatar-file-input'), file);

    await waitFor(() => expect(api.requestsTo('PATCH', '/api/me')[0]?.body).toEqual({ avatar: url }));
    const upload = api.fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    const form = upload?.[1]?.body;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('file')).toBeInstanceOf(File);
    expect(((form as FormData).get('file') as File).name).toBe('ada.png');
  });

  it('says plainly that email linking needs an email connector', async () => {
    meRoutes();
    const { router } = renderConsole('/profile');
    await userEvent.click(await screen.findByTestId('edit-email'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/link-email'));
    expect((await screen.findByTestId('email-unavailable')).textContent).toContain('Email sign-in is not configured');
  });
});

describe('password change', () => {
  it('verifies the current password, then changes it', async () => {
    const api = mockManagementApi({
      'GET /api/me': { body: testUser },
      'POST /api/me/password/verify': ({ body }) =>
        (body as { password: string }).password === 'right-one'
          ? { status: 204 }
          : { status: 422, body: { message: 'The current password is incorrect.', code: 'user.wrong_password' } },
      'POST /api/me/password': { status: 204 },
    });
    const { router } = renderConsole('/profile');
    await userEvent.click(await screen.findByTestId('change-password'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/verify-password'));

    await userEvent.type(await screen.findByTestId('current-password-input'), 'wrong{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('The current password is incorrect.');

    await userEvent.clear(screen.getByTestId('current-password-input'));
    await userEvent.type(screen.getByTestId('current-password-input'), 'right-one{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/change-password'));
    expect((await screen.findByTestId('change-password-step')).textContent).toContain('ada@example.com');

    await userEvent.type(screen.getByTestId('new-password-input'), 'a-new-long-passphrase');
    await userEvent.type(screen.getByTestId('confirm-password-input'), 'a-new-long-passphrase{Enter}');
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/me/password')[0]?.body).toEqual({ password: 'a-new-long-passphrase' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect((await screen.findByTestId('toast-success')).textContent).toContain('Your password has been changed.');
  });

  it('trusts navigation state only when it is valid as a whole', async () => {
    mockManagementApi({ 'GET /api/me': { body: testUser } });
    const { router } = renderConsole('/profile');
    await screen.findByTestId('profile-settings');

    await router.navigate('/profile/change-password', { state: { email: 'not-an-email', action: 'changePassword' } });
    const step = await screen.findByTestId('change-password-step');
    expect(step.textContent).toContain('Choose a new password for your account.');

    await router.navigate('/profile/change-password', { state: { email: 'grace@example.com', action: 'changePassword' } });
    await waitFor(() =>
      expect(screen.getByTestId('change-password-step').textContent).toContain('Choose a new password for grace@example.com.'),
    );

    await router.navigate('/profile/change-password', { state: { email: 'grace@example.com', action: 'deleteAll' } });
    await waitFor(() =>
      expect(screen.getByTestId('change-password-step').textContent).toContain('Choose a new password for your account.'),
    );
  });

  it('sends the user back to verify when the verification has expired', async () => {
    mockManagementApi({
      'GET /api/me': { body: testUser },
      'POST /api/me/password': {
        status: 403,
        body: { message: 'Verify your password again.', code: 'auth.require_re_authentication' },
      },
    });
    const { router } = renderConsole('/profile/change-password');
    await userEvent.type(await screen.findByTestId('new-password-input'), 'a-new-long-passphrase');
    await userEvent.type(screen.getByTestId('confirm-password-input'), 'a-new-long-passphrase{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/verify-password'));
  });
});
