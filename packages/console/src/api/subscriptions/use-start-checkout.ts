import { useMutation } from '@tanstack/react-query';
import { consoleBasePath, subscriptionApi, type Region, type Sku } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { checkoutStateParam, checkoutStorage, newCheckoutState } from './checkout-storage';
import { useApi } from '../use-api';
import { browserNavigation } from '../../auth/browser-navigation';
import { useToast } from '../../ds/toast/use-toast';

export type CheckoutRequest = {
  sku: Sku;
  /** Where the console returns once the purchase is confirmed (a console path). */
  callbackPage?: string;
  isDowngrade?: boolean;
} & (
  | { tenantId: string }
  /** No tenant yet: the production tenant is created once the payment completes. */
  | { tenantId?: undefined; tenantName: string; tenantRegionName: Region }
);

/** An absolute console URL of a console path. */
const consoleUrl = (path: string) => `${window.location.origin}${consoleBasePath}${path}`;

/**
 * Starts paying for a plan (spec 000 §4.4): opens a checkout session, keeps its state and id in
 * local storage, and sends the browser to the payment page. The payment page returns to the
 * checkout result page of the tenant (or the tenant-less one for a new tenant) with the state.
 * Answers false when the server gave no payment page to go to.
 */
export const useStartCheckout = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const api = useApi({ cloud: true });

  return useMutation({
    mutationFn: async (request: CheckoutRequest) => {
      const { sku, callbackPage, isDowngrade } = request;
      const state = newCheckoutState();
      const resultPath = request.tenantId === undefined ? '/checkout-success-callback' : `/${request.tenantId}/checkout-success-callback`;
      const tenant =
        request.tenantId === undefined
          ? { tenantName: request.tenantName, tenantTag: 'production' as const, tenantRegionName: request.tenantRegionName }
          : { tenantId: request.tenantId };
      const { redirectUri, sessionId } = await api.call(subscriptionApi.createCheckoutSession, {
        body: {
          skuId: sku.id,
          successCallbackUrl: `${consoleUrl(resultPath)}?${new URLSearchParams({ [checkoutStateParam]: state }).toString()}`,
          // Giving up on the payment page comes back to where the purchase started.
          cancelCallbackUrl: consoleUrl(callbackPage ?? '/'),
          ...tenant,
        },
      });
      if (!redirectUri) {
        toast.error(t('errors.unknown_server_error'));
        return false;
      }
      checkoutStorage.write({ state, sessionId, callbackPage, isDowngrade });
      browserNavigation.assign(redirectUri);
      return true;
    },
  });
};
