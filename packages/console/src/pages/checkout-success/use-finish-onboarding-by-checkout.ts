import { readOnboardingState } from '../../api/me/onboarding-data';
import { useUpdateCustomData } from '../../api/me/mutations';
import { useCurrentUser } from '../../api/me/queries';

/**
 * A user still onboarding whose checkout completes chose a paid plan in the onboarding (spec 000
 * §2.3, §4.4): the purchase created their first tenant, which the result page opens in place of
 * the sign-in experience step. That finishes the onboarding as the step's Finish would have:
 * onboarding done, the new tenant their default one (§4.7). Until then the onboarding stays open,
 * so a declined or abandoned payment finds the user still in it. Nothing for anyone else.
 */
export const useFinishOnboardingByCheckout = () => {
  const { data: user } = useCurrentUser();
  const updateCustomData = useUpdateCustomData();
  return async (tenantId: string) => {
    if (!user || readOnboardingState(user.customData).isOnboardingDone) {
      return;
    }
    try {
      await updateCustomData.mutateAsync({ defaultTenantId: tenantId, onboarding: { isOnboardingDone: true } });
    } catch {
      // Shown by the API client; the tenant is paid for and opens anyway.
    }
  };
};
