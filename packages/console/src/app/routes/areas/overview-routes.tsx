import type { RouteObject } from 'react-router';

import { DashboardPage, GetStartedPage } from '../lazy-pages';

export const overviewRoutes: RouteObject[] = [
  { path: 'get-started', element: <GetStartedPage /> },
  { path: 'dashboard', element: <DashboardPage /> },
];
