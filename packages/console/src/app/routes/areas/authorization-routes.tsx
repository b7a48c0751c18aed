import { Navigate, type RouteObject } from 'react-router';

import { apiResourceDetailsTabs } from '../../../pages/api-resources/tabs';
import { organizationRoleDetailsTabs, organizationTemplateTabs } from '../../../pages/organization-template/tabs';
import { roleDetailsTabs } from '../../../pages/roles/tabs';
import * as pages from '../lazy-pages';

export const authorizationRoutes: RouteObject[] = [
  {
    path: 'api-resources',
    children: [
      { index: true, element: <pages.ApiResourcesPage /> },
      { path: 'create', element: <pages.CreateApiResourcePage /> },
      { path: ':id/guide/:guideId', element: <pages.ApiResourceGuidePage /> },
      {
        path: ':id',
        element: <pages.ApiResourceDetailsPage />,
        children: [
          { index: true, element: <Navigate to={apiResourceDetailsTabs[0]} replace /> },
          { path: 'permissions', element: <pages.ResourcePermissionsTab /> },
          { path: 'general', element: <pages.ResourceGeneralTab /> },
        ],
      },
    ],
  },
  {
    path: 'roles',
    children: [
      { index: true, element: <pages.RolesPage /> },
      { path: 'create', element: <pages.CreateRolePage /> },
      {
        path: ':id',
        element: <pages.RoleDetailsPage />,
        children: [
          { index: true, element: <Navigate to={roleDetailsTabs[0]} replace /> },
          { path: 'permissions', element: <pages.RolePermissionsTab /> },
          { path: 'users', element: <pages.RoleUsersTab /> },
          { path: 'machine-to-machine-apps', element: <pages.RoleApplicationsTab /> },
          { path: 'general', element: <pages.RoleGeneralTab /> },
        ],
      },
    ],
  },
  {
    path: 'organization-template',
    children: [
      // The tab frame is a pathless layout so that a role's own page does not render inside it.
      {
        element: <pages.OrganizationTemplatePage />,
        children: [
          { index: true, element: <Navigate to={organizationTemplateTabs[0]} replace /> },
          { path: 'organization-roles', element: <pages.OrganizationRolesTab /> },
          { path: 'organization-roles/create', element: <pages.CreateOrganizationRolePage /> },
          { path: 'organization-permissions', element: <pages.OrganizationPermissionsTab /> },
        ],
      },
      {
        path: 'organization-roles/:id',
        element: <pages.OrganizationRoleDetailsPage />,
        children: [
          { index: true, element: <Navigate to={organizationRoleDetailsTabs[0]} replace /> },
          { path: 'permissions', element: <pages.OrganizationRolePermissionsTab /> },
          { path: 'general', element: <pages.OrganizationRoleGeneralTab /> },
        ],
      },
    ],
  },
];
