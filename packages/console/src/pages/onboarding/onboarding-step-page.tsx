import type { CurrentUser } from '@tessera/schemas';
import { useState } from 'react';
import { Navigate } from 'react-router';

import { readOnboardingState } from '../../api/me/onboarding-data';
import { useCurrentUser } from '../../api/me/queries';
import { CreateTenantStep } from './create-tenant/create-tenant-step';
import { findOnboardingRedirect, type OnboardingStep } from './onboarding-redirect';
import { OnboardingSkeleton } from './onboarding-skeleton';
import { SignInExperienceStep } from './sign-in-experience/sign-in-experience-step';
import { WelcomeStep } from './welcome/welcome-step';

/**
 * One step, unless the onboarding rules send the user elsewhere. They are checked on arrival
 * only: finishing marks onboarding done, and the last step then leaves for the new tenant itself
 * rather than being sent to `/`.
 */
const StepGate = ({ user, step }: { user: CurrentUser; step: OnboardingStep }) => {
  const [redirect] = useState(() => findOnboardingRedirect(readOnboardingState(user.customData), step));
  if (redirect) {
    return <Navigate to={redirect} replace />;
  }
  switch (step) {
    case 'welcome': {
      return <WelcomeStep user={user} />;
    }
    case 'create-tenant': {
      return <CreateTenantStep />;
    }
    case 'sign-in-experience': {
      return <SignInExperienceStep />;
    }
  }
};

/** A step of the onboarding; a skeleton until the user (and so their onboarding data) is known. */
export default function OnboardingStepPage({ step }: { step: OnboardingStep }) {
  const { data: user } = useCurrentUser();
  return user ? <StepGate key={step} user={user} step={step} /> : <OnboardingSkeleton />;
}
