import { subscriptionApi } from '@tessera/schemas';

import { useEndpointQuery, type QueryOptions } from '../endpoint-hooks';
import { subscriptionKeys } from './keys';

/** The plans the deployment offers (cloud only). */
export const useSubscriptionPlans = (options?: QueryOptions) =>
  useEndpointQuery(subscriptionKeys.plans(), subscriptionApi.plans, {}, { ...options, cloud: true });

/** The SKUs on sale, optionally one type: `Basic` plans or `AddOn`s (cloud only). */
export const useSkus = (type?: 'Basic' | 'AddOn', options?: QueryOptions) =>
  useEndpointQuery(subscriptionKeys.skus(type), subscriptionApi.skus, { query: type ? { type } : {} }, { ...options, cloud: true });

/** A tenant's quota and its usage in the current period (cloud only). */
export const useSubscriptionUsage = (tenantId: string, options?: QueryOptions) =>
  useEndpointQuery(subscriptionKeys.usage(tenantId), subscriptionApi.usage, { params: { tenantId } }, { ...options, cloud: true });

/** A tenant's invoices, newest first (cloud only, its admins). */
export const useInvoices = (tenantId: string, options?: QueryOptions) =>
  useEndpointQuery(subscriptionKeys.invoices(tenantId), subscriptionApi.invoices, { params: { tenantId } }, { ...options, cloud: true });
