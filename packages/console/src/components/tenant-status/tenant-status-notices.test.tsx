import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminConsoleData, TenantResponse } from '@tessera/schemas';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { dashboardKeys } from '../../api/dashboard/keys';
import { tenantKeys } from '../../api/tenants/keys';
import { mockManagementApi } from '../../test/management-api-mock';
import { createTestQueryClient, TestProviders } from '../../test/render-console';
import { testTenant } from '../../test/test-tenant';
import { TenantStatusNotices } from './tenant-status-notices';

const production = testTenant({ id: 'prd001', name: 'Shop', tag: 'production' });
const mauExceeded = { usage: { activeUsers: 120, tokenUsage: 0 }, quota: { mauLimit: 100, tokenLimit: null } };
const invoices = [
  { id: 'in_1', status: 'open' as const, amountDue: 1200 },
  { id: 'in_2', status: 'open' as const, amountDue: 800 },
];
const adminConsole = (notification?: AdminConsoleData['developmentTenantMigrationNotification']): AdminConsoleData => ({
  signInExperienceCustomized: false,
  organizationCreated: false,
  ...(notification ? { developmentTenantMigrationNotification: notification } : {}),
});

/** The notices inside tenant `abc123`, among `others` of the user's tenants. */
const renderNotices = (tenant: TenantResponse, { others = [production], config = adminConsole() } = {}) => {
  const api = mockManagementApi({
    'GET /t/admin/api/tenants': { body: [tenant, ...others] },
    'GET /api/configs/admin-console': { body: config },
    'PATCH /api/configs/admin-console': ({ body }) => ({ body: { ...config, ...(body as object) } }),
  });
  const router = createMemoryRouter([{ path: '/:tenantId/*', element: <TenantStatusNotices /> }], {
    initialEntries: ['/abc123/users'],
  });
  const queryClient = createTestQueryClient({ edition: 'cloud' });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  /** Resolves once the notices have what they decide on: the tenants, and the config if asked. */
  const loaded = async (withConfig = false) =>
    waitFor(() => {
      expect(queryClient.getQueryData(tenantKeys.list())).toBeDefined();
      expect(withConfig ? queryClient.getQueryData(dashboardKeys.adminConsoleConfig()) : true).toBeDefined();
    });
  return { api, router, view, loaded, user: userEvent.setup() };
};

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('TenantStatusNotices', () => {
  it('shows the MAU-exceeded modal until it is closed, for the rest of the session', async () => {
    const tenant = testTenant({ id: 'abc123', tag: 'production', ...mauExceeded });
    const first = renderNotices(tenant);
    const dialog = await screen.findByRole('dialog', { name: 'Monthly active user limit reached' });
    expect(dialog.textContent).toContain('120 monthly active users and its plan includes 100');
    await first.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.view.unmount();

    // Another page load of the same session: still closed.
    await renderNotices(tenant).loaded();
    expect(screen.queryByRole('dialog')).toBeNull();
    window.sessionStorage.clear();
    renderNotices(tenant);
    expect(await screen.findByRole('dialog', { name: 'Monthly active user limit reached' })).toBeTruthy();
  });

  it('leads from the MAU-exceeded modal to the plans', async () => {
    const { router, user } = renderNotices(testTenant({ id: 'abc123', tag: 'production', ...mauExceeded }));
    const dialog = await screen.findByRole('dialog', { name: 'Monthly active user limit reached' });
    await user.click(within(dialog).getByRole('button', { name: 'View plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/abc123/tenant-settings/subscription'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows overdue payment first for a paid tenant, then MAU exceeded once it is closed', async () => {
    const { user } = renderNotices(testTenant({ id: 'abc123', tag: 'production', openInvoices: invoices, ...mauExceeded }));
    const overdue = await screen.findByRole('dialog', { name: 'Payment overdue' });
    expect(overdue.textContent).toContain('$20.00');
    expect(within(overdue).getByRole('button', { name: 'View billing history' })).toBeTruthy();
    await user.click(within(overdue).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Monthly active user limit reached' })).toBeTruthy();
  });

  it('never shows overdue payment for a development tenant', async () => {
    renderNotices(testTenant({ id: 'abc123', tag: 'development', openInvoices: invoices, ...mauExceeded }));
    expect(await screen.findByRole('dialog', { name: 'Monthly active user limit reached' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Payment overdue' })).toBeNull();
  });

  it('shows the development-tenant notice until read, and saves when it was read', async () => {
    const notification = { isPaidTenant: true, tag: 'production' };
    const { api, user } = renderNotices(testTenant({ id: 'abc123', tag: 'development' }), {
      config: adminConsole(notification),
    });
    const dialog = await screen.findByRole('dialog', { name: 'This tenant is now a development tenant' });
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/configs/admin-console')).toHaveLength(1));
    const { body } = api.requestsTo('PATCH', '/api/configs/admin-console')[0] ?? {};
    expect(body).toEqual({ developmentTenantMigrationNotification: { ...notification, readAt: expect.any(Number) } });
    expect((body as AdminConsoleData).developmentTenantMigrationNotification?.readAt).toBeGreaterThanOrEqual(before);
  });

  it('saves the notice as read when it is closed too, and shows none once read or without a record', async () => {
    const { api, user, view } = renderNotices(testTenant({ id: 'abc123' }), {
      config: adminConsole({ isPaidTenant: false, tag: 'production' }),
    });
    await screen.findByRole('dialog', { name: 'This tenant is now a development tenant' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/configs/admin-console')).toHaveLength(1));
    view.unmount();

    for (const config of [adminConsole({ isPaidTenant: false, tag: 'production', readAt: 1 }), adminConsole()]) {
      const next = renderNotices(testTenant({ id: 'abc123' }), { config });
      await next.loaded(true);
      expect(screen.queryByRole('dialog')).toBeNull();
      next.view.unmount();
    }
  });

  it('shows the production banner while no tenant is a production one, with a create-tenant action', async () => {
    const { user } = renderNotices(testTenant({ id: 'abc123' }), { others: [testTenant({ id: 'dev002' })] });
    const banner = await screen.findByTestId('production-banner');
    expect(banner.textContent).toContain('You have no production tenant yet');
    await user.click(within(banner).getByRole('button', { name: 'Create tenant' }));
    expect(await screen.findByRole('dialog', { name: 'Create tenant' })).toBeTruthy();
  });

  it('has no production banner once a tenant is tagged production', async () => {
    await renderNotices(testTenant({ id: 'abc123' })).loaded();
    expect(screen.queryByTestId('production-banner')).toBeNull();
  });

  it('shows nothing for a suspended tenant', async () => {
    await renderNotices(
      testTenant({ id: 'abc123', tag: 'production', isSuspended: true, openInvoices: invoices, ...mauExceeded }),
      { others: [] },
    ).loaded();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('production-banner')).toBeNull();
  });
});
