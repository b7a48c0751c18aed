import { consoleBasePath } from '@tessera/schemas';
import { useEffect, type ReactNode } from 'react';

import { RequestError } from '../../api/request-error';
import { PageSkeleton } from '../../app/page-skeleton';
import { useExperienceEnv } from '../../app/experience-env';
import { LoadErrorView } from '../../components/error-view/load-error-view';
import { useInteraction } from '../../interaction/use-interaction';

const isWithoutSignIn = (error: unknown) =>
  error instanceof RequestError && error.code === 'session.not_found';

/**
 * The first administrator registers in a console sign-in (the Experience API's Register flow),
 * so that it is signed in at once. Opened without one (a bookmark, a typed address), the page
 * sends the browser to the console, whose sign-in comes back here with one.
 */
export const ConsoleSignInGate = ({ children }: { children: ReactNode }) => {
  const { state, reload } = useInteraction();
  const { assignLocation } = useExperienceEnv();
  const isMissing = state.status === 'failed' && isWithoutSignIn(state.error);
  useEffect(() => {
    if (isMissing) {
      assignLocation(consoleBasePath);
    }
  }, [isMissing, assignLocation]);

  if (state.status === 'loading' || isMissing) {
    return <PageSkeleton />;
  }
  if (state.status === 'failed') {
    return <LoadErrorView error={state.error} onRetry={reload} />;
  }
  return children;
};
