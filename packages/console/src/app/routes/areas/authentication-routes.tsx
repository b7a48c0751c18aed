import { Navigate, type RouteObject } from 'react-router';

import { applicationDetailsTabs } from '../../../pages/applications/tabs';
import { connectorTabs } from '../../../pages/connectors/tabs';
import { enterpriseSsoDetailsTabs } from '../../../pages/enterprise-sso/tabs';
import { signInExperienceRoutes } from '../../../pages/sign-in-experience/routes';
import * as pages from '../lazy-pages';

export const authenticationRoutes: RouteObject[] = [
  {
    path: 'applications',
    children: [
      { index: true, element: <pages.ApplicationsPage /> },
      { path: 'third-party-applications', element: <pages.ApplicationsPage /> },
      { path: 'create', element: <pages.CreateApplicationPage /> },
      { path: ':id/guide/:guideId', element: <pages.ApplicationGuidePage /> },
      { path: ':appId/logs/:logId', element: <pages.ApplicationLogPage /> },
      {
        path: ':id',
        element: <pages.ApplicationDetailsPage />,
        children: [
          { index: true, element: <Navigate to={applicationDetailsTabs[0]} replace /> },
          { path: 'settings', element: <pages.ApplicationSettingsTab /> },
          { path: 'roles', element: <pages.ApplicationRolesTab /> },
        ],
      },
    ],
  },
  { path: 'sign-in-experience', element: <pages.SignInExperiencePage />, children: signInExperienceRoutes },
  { path: 'mfa', element: <pages.MfaPage /> },
  {
    path: 'connectors',
    children: [
      { index: true, element: <Navigate to={connectorTabs[0]} replace /> },
      ...connectorTabs.map((tab) => ({
        path: tab,
        children: [
          { index: true, element: <pages.ConnectorsPage /> },
          { path: 'create/:createType', element: <pages.CreateConnectorPage /> },
          { path: 'guide/:factoryId', element: <pages.ConnectorGuidePage /> },
          { path: ':connectorId', element: <pages.ConnectorDetailsPage /> },
        ],
      })),
    ],
  },
  {
    path: 'enterprise-sso',
    children: [
      { index: true, element: <pages.EnterpriseSsoPage /> },
      { path: 'create', element: <pages.CreateEnterpriseSsoPage /> },
      {
        path: ':ssoConnectorId',
        element: <pages.EnterpriseSsoDetailsPage />,
        children: [
          { index: true, element: <Navigate to={enterpriseSsoDetailsTabs[0]} replace /> },
          { path: 'connection', element: <pages.SsoConnectionTab /> },
          { path: 'experience', element: <pages.SsoExperienceTab /> },
        ],
      },
    ],
  },
];
