import type { OnboardingState } from '../../api/me/onboarding-data';

export const onboardingBasePath = '/onboarding';

/** The onboarding steps in order; the sign-in experience step sits under the new tenant's id. */
export type OnboardingStep = 'welcome' | 'create-tenant' | 'sign-in-experience';

export const onboardingStepPath = (step: OnboardingStep, tenantId?: string) =>
  step === 'sign-in-experience' ? `${onboardingBasePath}/${tenantId ?? ''}/${step}` : `${onboardingBasePath}/${step}`;

/**
 * Where a visitor of an onboarding step must go instead (spec 000 §2.3), or undefined to stay:
 * once onboarding is done, to `/`; without a saved questionnaire, back to the welcome step.
 */
export const findOnboardingRedirect = (state: OnboardingState, step: OnboardingStep): string | undefined => {
  if (state.isOnboardingDone) {
    return '/';
  }
  if (!state.hasQuestionnaire && step !== 'welcome') {
    return onboardingStepPath('welcome');
  }
  return undefined;
};
