import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { userFixture } from './testing/user-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

// Whole-console renders with typing are slow on a busy runner.
describe('users list', { timeout: 20_000 }, () => {
  it('reads search and page from the URL, sends them, and opens a user from its row', async () => {
    const api = mockManagementApi({
      'GET /api/users': { body: [userFixture({ isSuspended: true })], total: 41 },
      'GET /api/users/u1': { body: userFixture() },
      'GET /api/users/u1/mfa-verifications': { body: [] },
    });
    const { router } = renderConsole('/default/users?search=ada&page=2');

    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('Suspended')).toBeTruthy();
    const query = api.requestsTo('GET', '/api/users')[0]?.url.searchParams;
    expect(query?.get('search')).toBe('%ada%');
    expect(query?.get('page')).toBe('2');

    await userEvent.click(screen.getByText('Ada Lovelace'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/users/u1/settings'));
  });

  it('puts a new search in the URL and starts again from the first page', async () => {
    const api = mockManagementApi({ 'GET /api/users': { body: [userFixture()], total: 1 } });
    const { router } = renderConsole('/default/users?page=3');

    await userEvent.type(await screen.findByTestId('list-search'), 'grace{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=grace'));
    await waitFor(() => expect(api.requestsTo('GET', '/api/users').at(-1)?.url.searchParams.get('search')).toBe('%grace%'));
  });

  it('offers to add the first user when there are none, and says so when a search finds nothing', async () => {
    mockManagementApi({ 'GET /api/users': { body: [], total: 0 } });
    const { unmount } = renderConsole('/default/users');
    expect(await screen.findByText('No users yet')).toBeTruthy();
    unmount();

    renderConsole('/default/users?search=nobody');
    expect(await screen.findByText('Nothing matches your search.')).toBeTruthy();
  });
});
