import { Navigate, type RouteObject } from 'react-router';

import { NotFound } from '../../../components/not-found/not-found';
import * as pages from '../lazy-pages';

/**
 * Cloud only: `/onboarding/*` (spec 000 §2.3). Its steps are routes of their own, so they rank
 * above the tenant routes (`/{tenantId}/welcome`) that would otherwise take `/onboarding/welcome`.
 */
export const onboardingRoutes: RouteObject[] = [
  {
    path: 'onboarding',
    element: <pages.OnboardingPage />,
    children: [
      { index: true, element: <Navigate to="welcome" replace /> },
      { path: 'welcome', element: <pages.OnboardingStepPage step="welcome" /> },
      { path: 'create-tenant', element: <pages.OnboardingStepPage step="create-tenant" /> },
      { path: ':tenantId/sign-in-experience', element: <pages.OnboardingStepPage step="sign-in-experience" /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
