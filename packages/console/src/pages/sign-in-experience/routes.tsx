import { lazy, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';

import { signInExperienceTabs } from './tabs';

/* The routes file is part of the console's first load; the tabs are not. */
const BrandingTab = lazy(() => import('./branding/branding-tab'));
const SignUpAndSignInTab = lazy(() => import('./sign-up-and-sign-in/sign-up-and-sign-in-tab'));
const ContentTab = lazy(() => import('./content/content-tab'));
const PasswordPolicyTab = lazy(() => import('./password-policy/password-policy-tab'));

const elements = {
  branding: <BrandingTab />,
  'sign-up-and-sign-in': <SignUpAndSignInTab />,
  content: <ContentTab />,
  'password-policy': <PasswordPolicyTab />,
} satisfies Record<(typeof signInExperienceTabs)[number], ReactElement>;

/** The tabs of `/sign-in-experience` (the page itself sends the bare path to branding). */
export const signInExperienceRoutes: RouteObject[] = signInExperienceTabs.map((tab) => ({ path: tab, element: elements[tab] }));
