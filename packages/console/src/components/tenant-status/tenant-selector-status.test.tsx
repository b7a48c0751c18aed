import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { createTestQueryClient, TestProviders } from '../../test/render-console';
import { testTenant } from '../../test/test-tenant';
import { Topbar } from '../topbar/topbar';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the tenant selector with tenant status', () => {
  it('tags the current tenant and the listed ones with their status, after their environment', async () => {
    mockManagementApi({
      'GET /t/admin/api/tenants': {
        body: [
          testTenant({ id: 'abc123', name: 'Store', tag: 'production', isSuspended: true }),
          testTenant({ id: 'xyz789', name: 'Busy', usage: { activeUsers: 100, tokenUsage: 0 } }),
          testTenant({ id: 'qrs456', name: 'Calm' }),
        ],
      },
      'GET /t/admin/api/invitations': { body: [] },
    });
    const router = createMemoryRouter([{ path: '/:tenantId/*', element: <Topbar /> }], { initialEntries: ['/abc123'] });
    render(
      <TestProviders queryClient={createTestQueryClient({ edition: 'cloud' })}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    const trigger = await screen.findByTestId('tenant-selector');
    await waitFor(() => expect(trigger.textContent).toBe('StoreProductionSuspended'));

    await userEvent.click(trigger);
    const items = await screen.findAllByRole('menuitemradio');
    // Each item: name, environment, status, then the plan's name.
    expect(items.map((item) => item.textContent)).toEqual([
      'StoreProductionSuspendedDevelopment',
      'BusyDevelopmentMAU exceededDevelopment',
      'CalmDevelopmentDevelopment',
    ]);
    expect(within(items[0] as HTMLElement).getByTestId('tenant-status-suspended')).toBeTruthy();
  });
});
