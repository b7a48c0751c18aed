import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { applicationKeys } from './applications/keys';
import { forgetQueries, isForgotten } from './forget-queries';

const setup = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetchSecrets = vi.fn(async () => ['default-secret']);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  // The deleted application's page: still mounted while the list page loads.
  const page = renderHook(
    ({ label }: { label: string }) => ({ label, secrets: useQuery({ queryKey: applicationKeys.secrets('app1', {}), queryFn: fetchSecrets }) }),
    { wrapper, initialProps: { label: 'before' } },
  );
  return { queryClient, fetchSecrets, page };
};

describe('forgetQueries', () => {
  it('never refetches a deleted entity’s queries while its page is still mounted, and drops them once it leaves', async () => {
    const { queryClient, fetchSecrets, page } = setup();
    await waitFor(() => expect(page.result.current.secrets.isSuccess).toBe(true));
    expect(fetchSecrets).toHaveBeenCalledTimes(1);

    forgetQueries(queryClient, applicationKeys.detail('app1'));
    // The page re-renders (a toast, a pending navigation) before it unmounts.
    page.rerender({ label: 'after' });
    page.rerender({ label: 'again' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchSecrets).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryCache().findAll({ queryKey: applicationKeys.detail('app1') })).toHaveLength(1);

    page.unmount();
    expect(queryClient.getQueryCache().findAll({ queryKey: applicationKeys.detail('app1') })).toHaveLength(0);
  });

  it('cancels a request still loading for the deleted entity', async () => {
    const queryClient = new QueryClient();
    let aborted = false;
    void queryClient.prefetchQuery({
      queryKey: applicationKeys.detail('app1'),
      queryFn: ({ signal }) =>
        new Promise((resolve) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            resolve(null);
          });
        }),
    });
    forgetQueries(queryClient, applicationKeys.detail('app1'));
    await waitFor(() => expect(aborted).toBe(true));
    expect(queryClient.getQueryCache().findAll({ queryKey: applicationKeys.all })).toHaveLength(0);
  });

  it('matches every query under a forgotten key and nothing else', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(applicationKeys.secrets('app1', {}), []);
    queryClient.setQueryData(applicationKeys.list({}), []);
    const [secrets, list] = [applicationKeys.secrets('app1', {}), applicationKeys.list({})].map((queryKey) =>
      queryClient.getQueryCache().find({ queryKey, exact: true }),
    );
    expect(secrets && isForgotten([applicationKeys.detail('app1')], secrets)).toBe(true);
    expect(list && isForgotten([applicationKeys.detail('app1')], list)).toBe(false);
  });
});
