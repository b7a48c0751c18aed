import { useQueryClient } from '@tanstack/react-query';
import type { StoredCheckoutSession } from '@tessera/schemas';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useReportConversion } from '../../analytics/use-report-conversion';
import { checkoutStorage } from '../../api/subscriptions/checkout-storage';
import { subscriptionKeys } from '../../api/subscriptions/keys';
import { useCheckoutPolling } from '../../api/subscriptions/use-checkout-polling';
import { tenantKeys } from '../../api/tenants/keys';
import { useToast } from '../../ds/toast/use-toast';
import { useFinishOnboardingByCheckout } from './use-finish-onboarding-by-checkout';

/**
 * Waits for the stored checkout to land (spec 000 §4.5), then moves on: back to the page the
 * purchase started from for the current tenant, or into the tenant the purchase created. After
 * ten seconds without it the user hears so and goes home. Either way the stored session is gone.
 */
export const useCheckoutResult = (stored: StoredCheckoutSession | undefined, currentTenantId: string | undefined) => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reportConversion = useReportConversion();
  const finishOnboarding = useFinishOnboardingByCheckout();
  const result = useCheckoutPolling(stored?.sessionId);
  // The result is acted on once; what acting calls may change identity meanwhile.
  const latest = useRef({ t, toast, navigate, queryClient, reportConversion, finishOnboarding, currentTenantId });
  latest.current = { t, toast, navigate, queryClient, reportConversion, finishOnboarding, currentTenantId };

  useEffect(() => {
    if (!stored || !result) {
      return;
    }
    const context = latest.current;
    checkoutStorage.clear();
    if (result.outcome === 'timeout') {
      context.toast.error(context.t('billing.checkout.subscription_check_timeout'));
      void context.navigate('/', { replace: true });
      return;
    }
    context.toast.success(context.t(stored.isDowngrade ? 'billing.checkout.downgraded' : 'billing.checkout.upgraded'));
    // The subscription changed: every screen showing a plan, quota or tenant reads it again.
    void context.queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    void context.reportConversion('purchase');
    const { tenantId } = result.session;
    if (tenantId === context.currentTenantId) {
      void context.queryClient.invalidateQueries({ queryKey: tenantKeys.all });
      void context.navigate(stored.callbackPage ?? '/', { replace: true });
      return;
    }
    void context.reportConversion('production_tenant_created');
    void (async () => {
      // An onboarding that bought its first tenant ends here, before the console root is reached.
      await context.finishOnboarding(tenantId);
      // The tenant the purchase created must be in the list before the tenant gate looks for it.
      await context.queryClient.refetchQueries({ queryKey: tenantKeys.all });
      void context.navigate(`/${tenantId}`, { replace: true });
    })();
  }, [stored, result]);
};
