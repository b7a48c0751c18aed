import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { configFixture, interactionFixture } from '../../test/fixtures';
import { errorReply, mockApi } from '../../test/mock-api';
import { renderExperience } from '../../test/render-experience';

const adminConfig = (isFirstAdminRequired: boolean) => ({
  body: configFixture({ tenantId: 'admin', isFirstAdminRequired }),
});

/** The console's sign-in the page registers in. */
const consoleInteraction = {
  body: interactionFixture({
    client: { id: 'admin-console', name: 'Console', isThirdParty: false },
  }),
};

const fillAndSubmit = async (password = 'Kq7-zwvxmplt') => {
  const page = within(await screen.findByTestId('page-first-admin'));
  // The form replaces the loading skeleton once the sign-in is read.
  fireEvent.change(await page.findByLabelText('Username'), { target: { value: 'root_admin' } });
  fireEvent.change(page.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(page.getByLabelText('Confirm password'), { target: { value: password } });
  fireEvent.click(page.getByTestId('submit'));
};

describe('first-admin page', () => {
  it("registers the administrator in the console's sign-in and continues it", async () => {
    const api = mockApi({
      'GET /t/admin/api/experience/config': adminConfig(true),
      'GET /t/admin/api/experience/interaction': consoleInteraction,
      'POST /t/admin/api/experience/register': { body: { redirectTo: '/t/admin/oidc/auth/uid-1' } },
    });
    const { assignLocation } = await renderExperience('/t/admin/first-admin');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Create the first administrator',
    );
    await fillAndSubmit();

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/t/admin/oidc/auth/uid-1'));
    // The email is optional, says so, and is left out when empty.
    expect(screen.getByLabelText('Email (optional)')).toBeTruthy();
    expect(api.posts().map((call) => [call.url, call.body])).toEqual([
      ['/t/admin/api/experience/register', { username: 'root_admin', password: 'Kq7-zwvxmplt' }],
    ]);
  });

  it('opened outside a sign-in, goes to the console, whose sign-in comes back with one', async () => {
    mockApi({
      'GET /t/admin/api/experience/config': adminConfig(true),
      'GET /t/admin/api/experience/interaction': errorReply(404, 'session.not_found', 'Not found.'),
    });
    const { assignLocation } = await renderExperience('/t/admin/first-admin');
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/console'));
    expect(screen.queryByTestId('submit')).toBeNull();
  });

  it('applies the password policy', async () => {
    const api = mockApi({
      'GET /t/admin/api/experience/config': adminConfig(true),
      'GET /t/admin/api/experience/interaction': consoleInteraction,
    });
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
      'GET /t/admin/api/experience/interaction': consoleInteraction,
      'POST /t/admin/api/experience/register': errorReply(
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
    mockApi({
      'GET /t/admin/api/experience/config': adminConfig(true),
      'GET /t/admin/api/experience/interaction': consoleInteraction,
    });
    await renderExperience('/t/admin/sign-in?uid=abc');
    expect(await screen.findByTestId('page-first-admin')).toBeTruthy();
  });
});
