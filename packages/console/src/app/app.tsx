import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { AuthProvider } from '../auth/auth-provider';
import { preloadOidcAuthClient } from '../auth/lazy-oidc-auth-client';
import { ErrorBoundary } from '../components/error-boundary/error-boundary';
import { LoadingView } from '../ds/loading-view/loading-view';
import { AppProviders } from './app-providers';
import { ConsoleRouter } from './console-router';

/**
 * Providers, then a loading view until the server's console config arrives (it says how to sign
 * in), then the session and the router.
 */
export const App = () => {
  const { t } = useTranslation();
  // The sign-in library loads while the console config is fetched.
  useEffect(preloadOidcAuthClient, []);
  return (
    <ErrorBoundary>
      <AppProviders>
        <Suspense fallback={<LoadingView label={t('general.loading')} />}>
          <AuthProvider>
            <ConsoleRouter />
          </AuthProvider>
        </Suspense>
      </AppProviders>
    </ErrorBoundary>
  );
};
