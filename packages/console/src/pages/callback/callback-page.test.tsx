import { screen, waitFor } from '@testing-library/react';
import { storageKeys } from '@tessera/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createFakeAuthClient } from '../../test/fake-auth-client';
import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';

const store = (value: unknown) =>
  window.localStorage.setItem(storageKeys.redirectAfterSignIn, typeof value === 'string' ? value : JSON.stringify(value));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sign-in callback', () => {
  it('completes sign-in and returns to the remembered location', async () => {
    mockManagementApi({ 'GET /api/roles': { body: [], total: 0 } });
    store({ pathname: '/default/roles', search: '?page=2', hash: '#top' });
    const authClient = createFakeAuthClient({ isSignedOut: true });
    const { router } = renderConsole('/callback?code=abc&state=xyz', { authClient });

    await waitFor(() => expect(router.state.location.pathname).toBe('/default/roles'));
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.location.hash).toBe('#top');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(authClient.completeSignIn).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(storageKeys.redirectAfterSignIn)).toBeNull();
  });

  it.each([
    ['nothing remembered', undefined],
    ['another origin', { pathname: '//evil.example/x', search: '', hash: '' }],
    ['a broken value', '{not json'],
  ])('goes home when %s', async (_case, stored) => {
    mockManagementApi({});
    if (stored !== undefined) {
      store(stored);
    }
    const { router } = renderConsole('/callback?code=abc&state=xyz', {
      authClient: createFakeAuthClient({ isSignedOut: true }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/get-started'));
  });

  it('shows the error page when sign-in cannot be completed', async () => {
    const authClient = createFakeAuthClient({ isSignedOut: true });
    authClient.completeSignIn.mockRejectedValue(new Error('access_denied'));
    renderConsole('/callback?error=access_denied&state=xyz', { authClient });
    expect(await screen.findByTestId('error-page')).toBeTruthy();
    expect(screen.getByText('access_denied')).toBeTruthy();
  });
});
