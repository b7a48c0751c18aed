import { screen, waitFor } from '@testing-library/react';
import { storageKeys } from '@tessera/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { browserNavigation } from '../../auth/browser-navigation';
import { createFakeAuthClient } from '../../test/fake-auth-client';
import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';

const signedOut = () => createFakeAuthClient({ isSignedOut: true });
const storedLocation = () =>
  JSON.parse(window.localStorage.getItem(storageKeys.redirectAfterSignIn) ?? 'null');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('protected routes', () => {
  it('remembers the location and starts sign-in when signed out', async () => {
    mockManagementApi({
      'GET /t/admin/api/experience/config': { body: { isFirstAdminRequired: false } },
    });
    const authClient = signedOut();
    renderConsole('/default/roles?page=2#top', { authClient, user: null });

    await waitFor(() => expect(authClient.signIn).toHaveBeenCalledTimes(1));
    expect(authClient.signIn).toHaveBeenCalledWith(undefined);
    expect(storedLocation()).toEqual({
      pathname: '/default/roles',
      search: '?page=2',
      hash: '#top',
    });
    expect(screen.getByTestId('loading-view')).toBeTruthy();
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });

  it('protects the profile too', async () => {
    mockManagementApi({});
    const authClient = signedOut();
    renderConsole('/profile', { authClient, user: null });
    await waitFor(() => expect(authClient.signIn).toHaveBeenCalled());
    expect(storedLocation()).toMatchObject({ pathname: '/profile' });
  });

  it.each([
    ['the sign_up flag', '/default/get-started?sign_up'],
    ['an invitation route', '/default/accept-invitation/inv1'],
  ])('opens registration for %s', async (_case, path) => {
    mockManagementApi({});
    const authClient = signedOut();
    renderConsole(path, { authClient, user: null });
    await waitFor(() =>
      expect(authClient.signIn).toHaveBeenCalledWith({ firstScreen: 'register' }),
    );
  });

  it('starts sign-in on registration while no administrator exists, where the first one registers', async () => {
    const api = mockManagementApi({
      'GET /t/admin/api/experience/config': { body: { isFirstAdminRequired: true } },
    });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const authClient = signedOut();
    renderConsole('/default/get-started', { authClient, user: null });

    await waitFor(() =>
      expect(authClient.signIn).toHaveBeenCalledWith({ firstScreen: 'register' }),
    );
    expect(api.requestsTo('GET', '/t/admin/api/experience/config')).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('renders the route once signed in, without starting sign-in', async () => {
    const authClient = createFakeAuthClient();
    renderConsole('/default/get-started', { authClient });
    expect(await screen.findByTestId('sidebar')).toBeTruthy();
    expect(authClient.signIn).not.toHaveBeenCalled();
  });
});
