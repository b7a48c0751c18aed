import { isRouteErrorResponse, useRouteError } from 'react-router';

import { ErrorPage } from '../../components/error-page/error-page';
import { NotFound } from '../../components/not-found/not-found';

/** The router's error element: a 404 response is "not found", anything else the error page. */
export const RouteErrorPage = ({ isStandalone = false }: { isStandalone?: boolean }) => {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound isStandalone={isStandalone} />;
  }
  return <ErrorPage error={error} isStandalone={isStandalone} />;
};
