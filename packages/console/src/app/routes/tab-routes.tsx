import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';

import { ComingSoon } from '../../components/coming-soon/coming-soon';

/**
 * Children of a page with link tabs: the bare path redirects (replace) to the first tab, each
 * tab is a route, and anything else falls through to the not-found page.
 */
export const tabRoutes = (
  tabs: readonly [string, ...string[]],
  element: ReactNode = <ComingSoon />,
): RouteObject[] => [
  { index: true, element: <Navigate to={tabs[0]} replace /> },
  ...tabs.map((tab) => ({ path: tab, element })),
];
