import { roleApi, type SubscriptionUsageResponse } from '@tessera/schemas';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createTestQueryClient, TestProviders } from '../../test/render-console';
import { useEndpointMutation } from '../endpoint-hooks';
import { useSubscriptionUsage } from './queries';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const usage = (applications: number): SubscriptionUsageResponse => ({
  quota: { mauLimit: 50_000, tokenLimit: 500_000, applicationsLimit: 3 },
  usage: { applicationsLimit: applications },
  resources: {},
  roles: {},
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders queryClient={createTestQueryClient({ edition: 'cloud' })}>{children}</TestProviders>
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('subscription usage', () => {
  it('is read from the cloud API and read again after a successful create', async () => {
    let applications = 1;
    const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
      const { pathname } = new URL(String(input));
      if ((init?.method ?? 'GET') === 'POST') {
        applications += 1;
        return json({ id: 'r1', name: 'Reader', description: 'Reads', type: 'User', isDefault: false });
      }
      expect(pathname).toBe('/t/admin/api/tenants/abc123/subscription-usage');
      return json(usage(applications));
    });
    const { result } = renderHook(
      () => ({
        usage: useSubscriptionUsage('abc123'),
        create: useEndpointMutation(roleApi.create, (body: { name: string; description: string }) => ({ body }), { invalidates: [] }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.usage.data?.usage.applicationsLimit).toBe(1));

    await act(() => result.current.create.mutateAsync({ name: 'Reader', description: 'Reads' }));

    await waitFor(() => expect(result.current.usage.data?.usage.applicationsLimit).toBe(2));
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });
});
