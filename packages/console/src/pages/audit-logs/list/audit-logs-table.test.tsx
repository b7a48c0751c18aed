import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../../test/management-api-mock';
import { createTestQueryClient, TestProviders } from '../../../test/render-console';
import { logFixture } from '../testing/log-fixture';
import { AuditLogsTable } from './audit-logs-table';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The table as another page embeds it: fixed to one user, opening logs under that user. */
const renderUserLogs = (path: string) => {
  const router = createMemoryRouter(
    [
      {
        path: '/:tenantId/users/:id/logs',
        element: <AuditLogsTable userId="user1" logPath={(log) => `users/user1/logs/${log.id}`} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
};

describe('AuditLogsTable with a fixed user', { timeout: 60_000 }, () => {
  it('always sends the user, keeps its own filters in the URL and opens logs where told', async () => {
    const api = mockManagementApi({
      'GET /api/logs': { body: [logFixture({ id: 'log7' })], total: 1 },
      'GET /api/applications': { body: [], total: 0 },
    });
    renderUserLogs('/default/users/user1/logs?event=Interaction.SignIn.Submit');

    const link = await screen.findByRole(
      'link',
      { name: /Sign-in: completed/ },
      { timeout: 30_000 },
    );
    expect(link.getAttribute('href')).toBe('/default/users/user1/logs/log7');
    await waitFor(() => expect(api.requestsTo('GET', '/api/logs')).toHaveLength(1));
    const query = api.requestsTo('GET', '/api/logs')[0]?.url.searchParams;
    expect(query?.get('userId')).toBe('user1');
    expect(query?.get('logKey')).toBe('Interaction.SignIn.Submit');
    expect(screen.getByTestId('log-application-filter')).toBeTruthy();
    // The user is the page's subject: no column repeats it.
    expect(screen.queryByRole('columnheader', { name: 'User' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Application' })).toBeTruthy();
  });
});
