import { cloudApiIndicator } from '@tessera/schemas';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createTestQueryClient, TestProviders } from '../../test/render-console';
import { testTenant } from '../../test/test-tenant';
import { useCreateTenant, useDeleteTenant, useUpdateTenant } from './mutations';
import { useTenant, useTenants } from './queries';

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders queryClient={createTestQueryClient({ edition: 'cloud' })}>{children}</TestProviders>
);

const requestOf = (spy: ReturnType<typeof vi.spyOn>, index: number) => {
  const [url, init] = spy.mock.calls[index] as [URL, RequestInit];
  return { url: url.pathname, method: init.method, body: init.body, headers: init.headers as Record<string, string> };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tenant hooks', () => {
  it('read the tenants from the cloud API with a token for the cloud API resource', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch').mockResolvedValue(json([testTenant(), testTenant({ id: 'xyz789', name: 'Shop' })]));
    const { result } = renderHook(() => useTenant('xyz789'), { wrapper });

    await waitFor(() => expect(result.current.data?.name).toBe('Shop'));
    const request = requestOf(fetchSpy, 0);
    expect(request.url).toBe('/t/admin/api/tenants');
    expect(request.headers.Authorization).toBe(`Bearer test-access-token for ${cloudApiIndicator}`);
  });

  it('create a tenant and refresh the list', async () => {
    const created = testTenant({ id: 'new001', name: 'Shop' });
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockResolvedValueOnce(json([]))
      .mockResolvedValueOnce(json(created))
      .mockResolvedValueOnce(json([created]));
    const { result } = renderHook(() => ({ list: useTenants(), create: useCreateTenant() }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toEqual([]));

    await act(() => result.current.create.mutateAsync({ name: 'Shop', regionName: 'US', tag: 'production' }));

    const request = requestOf(fetchSpy, 1);
    expect([request.method, request.url]).toEqual(['POST', '/t/admin/api/tenants']);
    expect(JSON.parse(String(request.body))).toEqual({ name: 'Shop', regionName: 'US', tag: 'production' });
    await waitFor(() => expect(result.current.list.data?.map(({ id }) => id)).toEqual(['new001']));
  });

  it('update and delete the tenant they are given', async () => {
    const fetchSpy = vi
      .spyOn(window, 'fetch')
      .mockResolvedValueOnce(json(testTenant({ name: 'Renamed' })))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    const { result } = renderHook(() => ({ update: useUpdateTenant('abc123'), remove: useDeleteTenant('abc123') }), {
      wrapper,
    });

    await act(() => result.current.update.mutateAsync({ name: 'Renamed', tag: 'production' }));
    await act(() => result.current.remove.mutateAsync());

    const update = requestOf(fetchSpy, 0);
    expect([update.method, update.url]).toEqual(['PATCH', '/t/admin/api/tenants/abc123']);
    expect(JSON.parse(String(update.body))).toEqual({ name: 'Renamed', tag: 'production' });
    expect([requestOf(fetchSpy, 1).method, requestOf(fetchSpy, 1).url]).toEqual(['DELETE', '/t/admin/api/tenants/abc123']);
  });
});
