import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { applicationFixture } from './testing/application-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

// Whole-console renders with typing are slow on a busy runner.
describe('applications list', { timeout: 20_000 }, () => {
  it('reads page and search from the URL, sends them, and pages by the Total-Number header', async () => {
    const api = mockManagementApi({
      'GET /api/applications': { body: [applicationFixture({ id: 'app11', name: 'Shop eleven' })], total: 23 },
    });
    const { router } = renderConsole('/default/applications?page=2&search=shop');

    expect(await screen.findByText('Shop eleven')).toBeTruthy();
    const [request] = api.requestsTo('GET', '/api/applications');
    expect(request?.url.searchParams.get('page')).toBe('2');
    expect(request?.url.searchParams.get('page_size')).toBe('10');
    expect(request?.url.searchParams.get('search')).toBe('%shop%');
    expect(request?.url.searchParams.get('isThirdParty')).toBe('false');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('shop');

    const pagination = screen.getByTestId('pagination');
    expect(pagination.textContent).toContain('11–20 of 23');
    expect(within(pagination).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(pagination).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3&search=shop'));
    await waitFor(() => expect(api.requestsTo('GET', '/api/applications').at(-1)?.url.searchParams.get('page')).toBe('3'));
  });

  it('starts a new search on the first page', async () => {
    mockManagementApi({ 'GET /api/applications': { body: [], total: 0 } });
    const { router } = renderConsole('/default/applications?page=4');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), 'crm{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=crm'));
  });

  it('offers to create the first application when there is none', async () => {
    mockManagementApi({ 'GET /api/applications': { body: [], total: 0 } });
    renderConsole('/default/applications/third-party-applications');
    expect(await screen.findByRole('heading', { name: 'No third-party applications yet' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Create application' }).length).toBeGreaterThan(0);
  });
});
