import type { Edition } from '@tessera/schemas';
import type { RouteObject } from 'react-router';

import { TenantShell } from '../../components/tenant-status/tenant-shell';
import { NotFound } from '../../components/not-found/not-found';
import { authenticationRoutes } from './areas/authentication-routes';
import { authorizationRoutes } from './areas/authorization-routes';
import { developerRoutes } from './areas/developer-routes';
import { onboardingRoutes } from './areas/onboarding-routes';
import { overviewRoutes } from './areas/overview-routes';
import { tenantRoutes } from './areas/tenant-routes';
import { userRoutes } from './areas/user-routes';
import { CloudRoot } from './cloud-root';
import { ConsoleRootRedirect } from './console-root-redirect';
import { DevOnly } from './dev-only';
import {
  AcceptInvitationPage,
  CallbackPage,
  CheckoutSuccessPage,
  HandleSocialPage,
  ImportErrorPage,
  ProfilePage,
  SocialDemoCallbackPage,
  WelcomePage,
} from './lazy-pages';
import { ProtectedRoute } from './protected-route';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { TenantGate } from './tenant-gate';
import { TenantIndexRedirect } from './tenant-index-redirect';

const importErrorRoute: RouteObject = {
  path: '__internal__/import-error',
  element: (
    <DevOnly>
      <ImportErrorPage />
    </DevOnly>
  ),
};

/** Where the payment page returns to (cloud): tenant-less for a new tenant, else under the tenant. */
const checkoutSuccessRoute: RouteObject = { path: 'checkout-success-callback', element: <CheckoutSuccessPage /> };

/** The console's route tree (paths are below the `/console` basename). */
export const createRoutes = ({ edition }: { edition: Edition }): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage isStandalone />,
    children: [
      // In cloud `/` needs the signed-in user's tenants, so it sits behind sign-in.
      ...(edition === 'oss' ? [{ index: true, element: <ConsoleRootRedirect /> }] : []),
      { path: 'callback', element: <CallbackPage /> },
      { path: 'social-demo-callback', element: <SocialDemoCallbackPage /> },
      importErrorRoute,
      {
        element: <ProtectedRoute />,
        children: [
          ...(edition === 'cloud' ? [{ index: true, element: <CloudRoot /> }] : []),
          ...(edition === 'cloud'
            ? [
                { path: 'accept/:invitationId', element: <AcceptInvitationPage /> },
                { path: 'accept-invitation/:invitationId', element: <AcceptInvitationPage /> },
                checkoutSuccessRoute,
              ]
            : []),
          { path: 'profile/*', element: <ProfilePage /> },
          { path: 'handle-social', element: <HandleSocialPage /> },
          ...(edition === 'cloud' ? onboardingRoutes : []),
          {
            path: ':tenantId',
            element: <TenantGate edition={edition} />,
            children: [
              { path: 'callback', element: <CallbackPage /> },
              { path: 'welcome', element: <WelcomePage /> },
              { path: 'profile/*', element: <ProfilePage /> },
              ...(edition === 'cloud' ? [checkoutSuccessRoute] : []),
              {
                element: <TenantShell />,
                children: [
                  {
                    // Errors of a page show inside the shell, so navigation stays at hand.
                    errorElement: <RouteErrorPage />,
                    children: [
                      { index: true, element: <TenantIndexRedirect /> },
                      ...overviewRoutes,
                      ...authenticationRoutes,
                      ...authorizationRoutes,
                      ...userRoutes,
                      ...developerRoutes,
                      ...(edition === 'cloud' ? tenantRoutes : []),
                      importErrorRoute,
                      { path: '*', element: <NotFound /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFound isStandalone /> },
    ],
  },
];
