import { Navigate, type RouteObject } from 'react-router';

import { organizationDetailsTabs } from '../../../pages/organizations/tabs';
import { userDetailsTabs } from '../../../pages/users/tabs';
import * as pages from '../lazy-pages';
import { tabRoutes } from '../tab-routes';

export const userRoutes: RouteObject[] = [
  {
    path: 'organizations',
    children: [
      { index: true, element: <pages.OrganizationsPage /> },
      { path: 'create', element: <pages.CreateOrganizationPage /> },
      { path: ':id', element: <pages.OrganizationDetailsPage />, children: tabRoutes(organizationDetailsTabs) },
    ],
  },
  {
    path: 'users',
    children: [
      { index: true, element: <pages.UsersPage /> },
      { path: 'create', element: <pages.CreateUserPage /> },
      { path: ':userId/logs/:logId', element: <pages.UserLogPage /> },
      {
        path: ':id',
        element: <pages.UserDetailsPage />,
        children: [
          { index: true, element: <Navigate to={userDetailsTabs[0]} replace /> },
          { path: 'settings', element: <pages.UserSettingsTab /> },
          { path: 'roles', element: <pages.UserRolesTab /> },
          { path: 'logs', element: <pages.UserLogsTab /> },
          { path: 'organizations', element: <pages.UserOrganizationsTab /> },
        ],
      },
    ],
  },
];
