import { useUpdateCustomData } from '../../../api/me/mutations';

/**
 * For a paid plan chosen in the onboarding: the checkout result page opens the new tenant and
 * skips the sign-in experience step, so the onboarding counts as done before the browser leaves
 * for the payment page, as finishing that step would have done. The answer undoes it, for a
 * checkout that could not start.
 */
export const useMarkOnboardingDone = () => {
  const updateCustomData = useUpdateCustomData();
  return async () => {
    await updateCustomData.mutateAsync({ onboarding: { isOnboardingDone: true } });
    return async () => {
      await updateCustomData.mutateAsync({ onboarding: { isOnboardingDone: false } });
    };
  };
};
