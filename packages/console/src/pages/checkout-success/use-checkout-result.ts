import { useQueryClient } from '@tanstack/react-query';
import { subscriptionApi, type StoredCheckoutSession } from '@tessera/schemas';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useReportConversion } from '../../analytics/use-report-conversion';
import { checkoutStorage } from '../../api/subscriptions/checkout-storage';
import { subscriptionKeys } from '../../api/subscriptions/keys';
import { pollCheckout } from '../../api/subscriptions/poll-checkout';
import { tenantKeys } from '../../api/tenants/keys';
import { useApi } from '../../api/use-api';
import { useToast } from '../../ds/toast/use-toast';

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
  // Polling is quiet: a failed read is only a tick without news.
  const api = useApi({ cloud: true, hideErrorToast: true });
  // The effect runs once per stored session; what it calls may change identity meanwhile.
  const latest = useRef({ t, toast, navigate, queryClient, reportConversion, api, currentTenantId });
  latest.current = { t, toast, navigate, queryClient, reportConversion, api, currentTenantId };

  useEffect(() => {
    if (!stored) {
      return undefined;
    }
    const controller = new AbortController();
    const { api: client } = latest.current;
    void pollCheckout({
      readSession: () => client.call(subscriptionApi.checkoutSession, { params: { id: stored.sessionId } }),
      readSubscription: (tenantId) => client.call(subscriptionApi.subscription, { params: { tenantId } }),
      signal: controller.signal,
    }).then(async (result) => {
      if (result.outcome === 'aborted') {
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
      // The tenant the purchase created must be in the list before the tenant gate looks for it.
      await context.queryClient.refetchQueries({ queryKey: tenantKeys.all });
      void context.navigate(`/${tenantId}`, { replace: true });
    });
    return () => {
      controller.abort();
    };
  }, [stored]);
};
