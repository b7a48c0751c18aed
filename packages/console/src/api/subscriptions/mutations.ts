import { subscriptionApi } from '@tessera/schemas';

import { useEndpointMutation } from '../endpoint-hooks';
import { tenantKeys } from '../tenants/keys';
import type { UseApiOptions } from '../use-api';
import { subscriptionKeys } from './keys';

/**
 * Cancels a tenant's paid subscription, which puts it on the free plan (spec 000 §4.6). The
 * subscription, quota and usage are read again (`subscriptionKeys.all`), and the tenant list for
 * the tenant's plan.
 */
export const useCancelSubscription = (tenantId: string, options?: UseApiOptions) =>
  useEndpointMutation(subscriptionApi.cancel, () => ({ params: { tenantId } }), {
    ...options,
    cloud: true,
    invalidates: [subscriptionKeys.subscription(tenantId), tenantKeys.all],
  });

/**
 * Opens a session of the payment provider's customer portal for a tenant; it returns to
 * `callbackUrl`. Nothing the console holds changes until the user comes back.
 */
export const useCustomerPortal = (tenantId: string, options?: UseApiOptions) =>
  useEndpointMutation(subscriptionApi.customerPortal, (callbackUrl: string) => ({ params: { tenantId }, body: { callbackUrl } }), {
    ...options,
    cloud: true,
    invalidates: [],
  });
