import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { configFixture } from '../../test/fixtures';
import { errorReply, mockApi } from '../../test/mock-api';
import { renderExperience } from '../../test/render-experience';

const adminConfig = (isFirstAdminRequired: boolean) => ({
  body: configFixture({ tenantId: 'admin', isFirstAdminRequired }),
});

const fillAndSubmit = async (password = 'Kq7-zwvxmplt') => {
  const page = within(await screen.findByTestId('page-first-admin'));
  fireEvent.change(page.getByLabelText('Username'), { target: { value: 'root_admin' } });
  fireEvent.change(page.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(page.getByLabelText('Confirm password'), { target: { value: password } });
  fireEvent.click(page.getByTestId('submit'));
};

describe('first-admin page', () => {
  it('creates the administrator through the tenant API and opens the console', async () => {
    const api = mockApi({
      'GET /t/admin/api/experience/config': adminConfig(true),
      'POST /t/admin/api/experience/first-admin': { status: 201, body: { redirectTo: '/console' } },
    });
    const { assignLocation } = await renderExperience('/t/admin/first-admin');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Create the first administrator',
    );
    await fillAndSubmit();

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/console'));
    // The email is optional, says so, and is left out when empty.
    expect(screen.getByLabelText('Email (optional)')).toBeTruthy();
    expect(api.posts()[0]?.body).toEqual({ username: 'root_admin', password: 'Kq7-zwvxmplt' });
  });

  it('applies the password policy', async () => {
    const api = mockApi({ 'GET /t/admin/api/experience/config': adminConfig(true) });
    await renderExperience('/t/admin/first-admin');
    await fillAndSubmit('short');
    expect((await screen.findByTestId('error-password')).textContent).toBe(
      'Use at least 8 characters.',
    );
    expect(api.posts()).toHaveLength(0);
  });

  it('says the setup is done when an administrator exists', async () => {
    mockApi({ 'GET /t/admin/api/experience/config': adminConfig(false) });
    await renderExperience('/t/admin/first-admin');
    const page = await screen.findByTestId('page-first-admin');
    expect(within(page).queryByTestId('submit')).toBeNull();
    expect(page.textContent).toContain('The administrator account already exists.');
    const link = within(page).getByRole('link', { name: 'Go to the console' });
    expect(link.getAttribute('href')).toBe('/console');
  });

  it('switches to "done" when someone else finished the setup meanwhile', async () => {
    mockApi({
      'GET /t/admin/api/experience/config': adminConfig(true),
      'POST /t/admin/api/experience/first-admin': errorReply(
        403,
        'session.first_admin_exists',
        'An administrator account already exists.',
      ),
    });
    await renderExperience('/t/admin/first-admin');
    await fillAndSubmit();
    await waitFor(() => expect(screen.queryByTestId('submit')).toBeNull());
    expect(screen.getByText('The administrator account already exists.')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/console');
  });

  it('is where the admin tenant sign-in goes while no administrator exists', async () => {
    mockApi({ 'GET /t/admin/api/experience/config': adminConfig(true) });
    await renderExperience('/t/admin/sign-in?uid=abc');
    expect(await screen.findByTestId('page-first-admin')).toBeTruthy();
  });
});
