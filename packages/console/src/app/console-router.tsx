import { consoleBasePath } from '@tessera/schemas';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';

import { usePageViews } from '../analytics/use-page-views';
import { useConsoleConfig } from '../api/well-known/queries';
import { createRoutes } from './routes/create-routes';

/** The router, built once the edition is known (cloud-only areas are not routed in oss). */
export const ConsoleRouter = () => {
  const { edition, analytics } = useConsoleConfig();
  const router = useMemo(
    () => createBrowserRouter(createRoutes({ edition }), { basename: consoleBasePath }),
    [edition],
  );
  usePageViews(router, analytics);
  return <RouterProvider router={router} />;
};
