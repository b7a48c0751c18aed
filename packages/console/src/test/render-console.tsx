import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { consoleConfigQueryKey, type ConsoleConfig, type Edition } from '../api/console-config';
import { createRoutes } from '../app/routes/create-routes';
import { ConfirmProvider } from '../components/confirm/confirm-provider';
import { ToastProvider } from '../ds/toast/toast-provider';

interface Options {
  edition?: Edition;
  devFeaturesEnabled?: boolean;
  /** What the release check answers; null means "unknown". */
  latestRelease?: string | null;
}

/** A query client already holding the server's console config, so nothing is fetched. */
export const createTestQueryClient = ({ edition = 'oss', devFeaturesEnabled = false, latestRelease = null }: Options = {}) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData<ConsoleConfig>(consoleConfigQueryKey, { edition, version: '1.20.0', devFeaturesEnabled });
  queryClient.setQueryData(['latest-release'], latestRelease);
  return queryClient;
};

export const TestProviders = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <ToastProvider regionLabel="notifications" dismissLabel="dismiss">
      <ConfirmProvider>{children}</ConfirmProvider>
    </ToastProvider>
  </QueryClientProvider>
);

/** Renders the whole console route tree at `path`, as the browser would after a reload. */
export const renderConsole = (path: string, options: Options = {}) => {
  const queryClient = createTestQueryClient(options);
  const router = createMemoryRouter(createRoutes({ edition: options.edition ?? 'oss' }), { initialEntries: [path] });
  const result = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, queryClient };
};
