import { Navigate, type RouteObject } from 'react-router';

import { organizationDetailsTabs } from '../../../pages/organizations/tabs';
import { userDetailsTabs } from '../../../pages/users/tabs';
import * as pages from '../lazy-pages';

export const userRoutes: RouteObject[] = [
  {
    path: 'organizations',
    children: [
      { index: true, element: <pages.OrganizationsPage /> },
      { path: 'create', element: <pages.CreateOrganizationPage /> },
      {
        path: ':id',
        element: <pages.OrganizationDetailsPage />,
        children: [
          { index: true, element: <Navigate to={organizationDetailsTabs[0]} replace /> },
          { path: 'settings', element: <pages.OrganizationSettingsTab /> },
          { path: 'members', element: <pages.OrganizationMembersTab /> },
          { path: 'machine-to-machine', element: <pages.OrganizationApplicationsTab /> },
        ],
      },
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
