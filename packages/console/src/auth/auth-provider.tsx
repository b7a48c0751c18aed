import { consoleBasePath, type SavedRedirectLocation } from '@tessera/schemas';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useConsoleConfig } from '../api/well-known/queries';
import { useConfirm } from '../components/confirm/use-confirm';
import { AccessTokenProvider, OrganizationTokenProvider, ResourceAccessTokenProvider } from './access-token';
import type { AuthClient, AuthSession } from './auth-client';
import { AuthContext, type AuthState } from './auth-context';
import { AuthFailureHandlerProvider, type AuthFailureHandler } from './auth-failure-handler';
import { browserNavigation, currentConsoleLocation } from './browser-navigation';
import { clearAllTokens } from './clear-tokens';
import { isFirstAdminRequired } from './first-admin';
import { createLazyOidcAuthClient } from './lazy-oidc-auth-client';
import { saveRedirectLocation } from './redirect-location';
import { signInResourcesFor } from './sign-in-resources';
import { wantsSignUp } from './sign-up-hint';

interface AuthProviderProps {
  /** Injected in tests; the OpenID Connect client built from the console config otherwise. */
  client?: AuthClient;
  children: ReactNode;
}

/** `null` while the stored session is being read. */
type SessionState = AuthSession | undefined | null;

/**
 * The signed-in session: reads it at start, follows renewals, starts and completes sign-in,
 * signs out, hands the access token to the API layer and reacts to the session failures it
 * reports (spec 001 §8).
 */
export const AuthProvider = ({ client: injectedClient, children }: AuthProviderProps) => {
  const { t } = useTranslation();
  const { signIn: signInConfig, edition } = useConsoleConfig();
  const { show } = useConfirm();
  const [client] = useState(
    () => injectedClient ?? createLazyOidcAuthClient(signInConfig, signInResourcesFor(edition)),
  );
  const [session, setSession] = useState<SessionState>(null);
  const [isSigningOut, setSigningOut] = useState(false);
  const [signInError, setSignInError] = useState<unknown>();
  // Once the browser is about to leave (sign-in or sign-out), later failures change nothing.
  const isLeaving = useRef(false);

  useEffect(() => {
    let isActive = true;
    void client.getSession().then((stored) => {
      if (isActive) {
        setSession(stored);
      }
    });
    const unsubscribe = client.onSessionChange((next) => setSession(next));
    return () => {
      isActive = false;
      unsubscribe();
    };
  }, [client]);

  /** Remembers `location` and leaves for sign-in (registration for the first administrator), once. */
  const leaveForSignIn = useCallback(
    (location: SavedRedirectLocation, prepare?: () => Promise<void>) => {
      if (isLeaving.current) {
        return;
      }
      isLeaving.current = true;
      saveRedirectLocation(location);
      void (async () => {
        await prepare?.();
        const isRegistration = wantsSignUp(location) || (await isFirstAdminRequired(signInConfig));
        await client.signIn(isRegistration ? { firstScreen: 'register' } : undefined);
      })().catch((error: unknown) => {
        isLeaving.current = false;
        setSignInError(error);
      });
    },
    [client, signInConfig],
  );

  const startSignIn = useCallback<AuthState['startSignIn']>(
    (location) => leaveForSignIn(location),
    [leaveForSignIn],
  );

  const completeSignIn = useCallback(
    async (url: string) => {
      setSession(await client.completeSignIn(url));
    },
    [client],
  );

  const signOut = useCallback(async () => {
    isLeaving.current = true;
    setSigningOut(true);
    try {
      await client.signOut();
    } catch {
      // The identity provider is unreachable: forget the session here and start over.
      clearAllTokens();
      browserNavigation.assign(consoleBasePath);
    }
  }, [client]);

  /** The tokens no longer work: forget them and sign in again, back to where the user is. */
  const restartSignIn = useCallback(
    () =>
      leaveForSignIn(currentConsoleLocation(consoleBasePath), async () => {
        await client.forgetSession().catch(() => undefined);
        clearAllTokens();
      }),
    [client, leaveForSignIn],
  );

  const isAlerting = useRef(false);
  const handleAuthFailure = useCallback<AuthFailureHandler>(
    (failure, message) => {
      if (isLeaving.current) {
        return;
      }
      if (failure === 'session_expired') {
        restartSignIn();
        return;
      }
      if (failure === 'insufficient_permissions') {
        void signOut();
        return;
      }
      if (isAlerting.current) {
        return;
      }
      isAlerting.current = true;
      void show({ type: 'alert', content: message ?? t('errors.http_status.403') }).then(() =>
        signOut(),
      );
    },
    [restartSignIn, show, signOut, t],
  );

  const state = useMemo<AuthState>(
    () => ({
      status: session === null ? 'loading' : session ? 'signed-in' : 'signed-out',
      session: session ?? undefined,
      isSigningOut,
      signInError,
      startSignIn,
      completeSignIn,
      signOut,
      restartSignIn,
      forgetOrganizationToken: client.forgetOrganizationToken,
    }),
    [session, isSigningOut, signInError, startSignIn, completeSignIn, signOut, restartSignIn, client],
  );

  return (
    <AuthContext.Provider value={state}>
      <AccessTokenProvider value={client.getAccessToken}>
        <ResourceAccessTokenProvider value={client.getResourceAccessToken}>
          <OrganizationTokenProvider value={client.getOrganizationToken}>
            <AuthFailureHandlerProvider value={handleAuthFailure}>
              {children}
            </AuthFailureHandlerProvider>
          </OrganizationTokenProvider>
        </ResourceAccessTokenProvider>
      </AccessTokenProvider>
    </AuthContext.Provider>
  );
};
