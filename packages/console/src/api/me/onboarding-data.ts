const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

export interface OnboardingState {
  /** Set by the onboarding's last step; until then onboarding is active (cloud only, spec 000 §4.8). */
  isOnboardingDone: boolean;
  /** Whether the welcome step's questionnaire was saved. */
  hasQuestionnaire: boolean;
}

/**
 * The onboarding data of a console user's custom data (`onboarding`, spec 001 §3). Read without
 * zod: the cloud root asks it on the first load.
 */
export const readOnboardingState = (customData: Record<string, unknown>): OnboardingState => {
  const onboarding = asRecord(customData.onboarding);
  return {
    isOnboardingDone: onboarding?.isOnboardingDone === true,
    hasQuestionnaire: asRecord(onboarding?.questionnaire) !== undefined,
  };
};
