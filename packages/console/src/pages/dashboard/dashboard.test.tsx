import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';

afterEach(() => {
  vi.restoreAllMocks();
});

const curve = (counts: number[]) =>
  counts.map((count, index) => ({ date: `2026-01-${String(index + 1).padStart(2, '0')}`, count }));

const routes = (dauCounts: number[]) => ({
  'GET /api/dashboard/users/total': { body: { totalUserCount: 100_000 } },
  'GET /api/dashboard/users/new': {
    body: { today: { count: 12, delta: 3 }, last7Days: { count: 80, delta: -5 } },
  },
  'GET /api/dashboard/users/active': {
    body: {
      dauCurve: curve(dauCounts),
      dau: { count: 40, delta: 0 },
      wau: { count: 300, delta: 20 },
      mau: { count: 1_200, delta: -100 },
    },
  },
});

describe('dashboard', { timeout: 60_000 }, () => {
  it('shows the user counts with their changes', async () => {
    mockManagementApi(routes([1, 2, 3]));
    renderConsole('/default/dashboard');

    await waitFor(
      () => expect(screen.getByTestId('dashboard-total').textContent).toContain('100,000'),
      { timeout: 30_000 },
    );
    expect(screen.getByTestId('dashboard-new-today').textContent).toContain('12');
    expect(screen.getByTestId('dashboard-new-today-delta').textContent).toBe('+3');
    expect(screen.getByTestId('dashboard-new-7-days-delta').textContent).toBe('-5');
    expect(screen.getByTestId('dashboard-new-7-days-delta').getAttribute('title')).toBe(
      'Down 5 from the previous period',
    );
    await waitFor(() => expect(screen.getByTestId('dashboard-mau').textContent).toContain('1,200'));
    expect(screen.getByTestId('dashboard-dau-delta').textContent).toBe('0');
    // The chart library arrives in its own chunk, once there is a series to draw.
    await waitFor(
      () =>
        expect(
          screen
            .getByRole('figure', { name: 'Daily active users over the last 30 days' })
            .querySelector('.recharts-responsive-container'),
        ).not.toBeNull(),
      { timeout: 30_000 },
    );
    expect(screen.getByTestId('dashboard-wau-delta').getAttribute('title')).toBe(
      'Up 20 from the previous period',
    );
  });

  it('asks for the active users of the picked day and keeps it in the URL', async () => {
    const api = mockManagementApi(routes([0, 0, 0]));
    const { router } = renderConsole('/default/dashboard?date=2026-01-03');

    expect(
      await screen.findByText('No active users in this period.', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expect(
      api.requestsTo('GET', '/api/dashboard/users/active')[0]?.url.searchParams.get('date'),
    ).toBe('2026-01-03');
    expect((screen.getByTestId('dashboard-date') as HTMLInputElement).value).toBe('2026-01-03');

    fireEvent.change(screen.getByTestId('dashboard-date'), { target: { value: '2025-12-24' } });

    await waitFor(() => expect(router.state.location.search).toBe('?date=2025-12-24'));
    await waitFor(() =>
      expect(
        api.requestsTo('GET', '/api/dashboard/users/active').at(-1)?.url.searchParams.get('date'),
      ).toBe('2025-12-24'),
    );
  });

  it('ignores a day in the future and says when the figures cannot load', async () => {
    const api = mockManagementApi({
      ...routes([1]),
      'GET /api/dashboard/users/total': { status: 500, body: { message: 'Boom', code: 'unknown' } },
    });
    renderConsole('/default/dashboard?date=2999-01-01');

    expect(
      await screen.findByText('The figures could not be loaded.', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    const asked = api
      .requestsTo('GET', '/api/dashboard/users/active')[0]
      ?.url.searchParams.get('date');
    expect(asked).toBe(new Date().toISOString().slice(0, 10));
  });
});
