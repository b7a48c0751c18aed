import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';

import { useAuth } from '../../auth/auth-context';
import { LoadingView } from '../../ds/loading-view/loading-view';
import { PreferencesSync } from '../preferences-sync';

/**
 * Every route that needs a signed-in user sits below this layout route. While the session is
 * read it shows a loading view; signed out, it remembers the location (pathname, search, hash)
 * and leaves for sign-in; signed in, it renders the route.
 */
export const ProtectedRoute = () => {
  const { t } = useTranslation();
  const { status, startSignIn, signInError } = useAuth();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    if (status === 'signed-out') {
      startSignIn({ pathname, search, hash });
    }
    // Only a change of status starts sign-in; the location is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, startSignIn]);

  if (signInError) {
    // The route's error page offers to retry.
    throw signInError;
  }
  if (status !== 'signed-in') {
    return <LoadingView label={t(status === 'loading' ? 'general.loading' : 'auth.redirecting')} />;
  }
  return (
    <>
      <PreferencesSync />
      <Outlet />
    </>
  );
};
