import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ConsoleConfig, ConsoleSignInConfig, CurrentUser, Edition } from '@tessera/schemas';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { meKeys } from '../api/me/keys';
import { wellKnownKeys } from '../api/well-known/keys';
import { createRoutes } from '../app/routes/create-routes';
import type { AuthClient } from '../auth/auth-client';
import { AuthProvider } from '../auth/auth-provider';
import { ConfirmProvider } from '../components/confirm/confirm-provider';
import { ToastProvider } from '../ds/toast/toast-provider';
import { createFakeAuthClient, testUser } from './fake-auth-client';

interface Options {
  edition?: Edition;
  devFeaturesEnabled?: boolean;
  /** Whether the server lets the console check for new releases (RELEASE_CHECK). */
  releaseCheckEnabled?: boolean;
  /** What the release check answers; null means "unknown". */
  latestRelease?: string | null;
  /** The signed-in user `GET me` would answer with; null leaves it to be fetched. */
  user?: CurrentUser | null;
  /** The operator's analytics sink; none unless a test gives one. */
  analytics?: ConsoleConfig['analytics'];
}

export const testSignInConfig: ConsoleSignInConfig = {
  issuer: 'http://localhost:3000/t/admin/oidc',
  clientId: 'admin-console',
  resource: 'https://default.tessera.app/api',
  scopes: ['openid', 'offline_access', 'profile', 'email', 'identities', 'custom_data', 'all'],
  firstAdminUrl: 'http://localhost:3000/t/admin/first-admin',
};

/** A query client already holding the server's console config and the user, so nothing is fetched. */
export const createTestQueryClient = ({
  edition = 'oss',
  devFeaturesEnabled = false,
  releaseCheckEnabled = true,
  latestRelease = null,
  user = testUser,
  analytics = null,
}: Options = {}) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData<ConsoleConfig>(wellKnownKeys.consoleConfig(), {
    edition,
    version: '1.20.0',
    devFeaturesEnabled,
    releaseCheckEnabled,
    signIn: testSignInConfig,
    analytics,
  });
  queryClient.setQueryData(['latest-release'], latestRelease);
  if (user) {
    queryClient.setQueryData(meKeys.user(), user);
  }
  return queryClient;
};

interface TestProvidersProps {
  queryClient: QueryClient;
  /** Signed in as the test user unless another client is given. */
  authClient?: AuthClient;
  children: ReactNode;
}

export const TestProviders = ({ queryClient, authClient, children }: TestProvidersProps) => (
  <QueryClientProvider client={queryClient}>
    <ToastProvider regionLabel="notifications" dismissLabel="dismiss">
      <ConfirmProvider>
        <Suspense>
          <AuthProvider client={authClient ?? createFakeAuthClient()}>{children}</AuthProvider>
        </Suspense>
      </ConfirmProvider>
    </ToastProvider>
  </QueryClientProvider>
);

/** Renders the whole console route tree at `path`, as the browser would after a reload. */
export const renderConsole = (path: string, options: Options & { authClient?: AuthClient } = {}) => {
  const queryClient = createTestQueryClient(options);
  const authClient = options.authClient ?? createFakeAuthClient();
  const router = createMemoryRouter(createRoutes({ edition: options.edition ?? 'oss' }), { initialEntries: [path] });
  const result = render(
    <TestProviders queryClient={queryClient} authClient={authClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, queryClient, authClient };
};
