import { z } from 'zod';

import { checkout } from '../../constants';
import { idGuard } from '../common';
import { regionGuard, tenantTagGuard } from './tenant';

const checkoutSessionStatuses = ['open', 'complete', 'expired'] as const;

/**
 * `GET /api/checkout-session/{id}`, polled until `complete`. `tenantId` is null while a checkout
 * that creates its tenant has not completed.
 */
export const checkoutSessionGuard = z.object({
  id: z.string(),
  tenantId: idGuard.nullish(),
  planId: z.string(),
  skuId: z.string().nullish(),
  status: z.enum(checkoutSessionStatuses),
});
export type CheckoutSession = z.infer<typeof checkoutSessionGuard>;

/**
 * `POST /api/checkout-session`: buy the plan sold as `skuId` (`planId`, when given, must be that
 * plan) for an existing tenant, or, without `tenantId`, for a production tenant created when the
 * payment completes (spec 000 §4.4) from the tenant fields. The browser returns to
 * `successCallbackUrl` after paying and to `cancelCallbackUrl` (else the success one) when it gives up.
 */
export const checkoutSessionCreateGuard = z.object({
  skuId: z.string().min(1),
  planId: z.string().optional(),
  successCallbackUrl: z.url({ protocol: /^https?$/ }),
  cancelCallbackUrl: z.url({ protocol: /^https?$/ }).optional(),
  tenantId: idGuard.optional(),
  tenantName: z.string().max(128).optional(),
  tenantTag: tenantTagGuard.optional(),
  tenantRegionName: regionGuard.optional(),
});
export type CheckoutSessionCreate = z.infer<typeof checkoutSessionCreateGuard>;

export const checkoutSessionCreateResponseGuard = z.object({
  redirectUri: z.string(),
  sessionId: z.string(),
});
export type CheckoutSessionCreateResponse = z.infer<typeof checkoutSessionCreateResponseGuard>;

/** What the console keeps in local storage during checkout; `state` guards the return. */
export const storedCheckoutSessionGuard = z.object({
  state: z.string().length(checkout.stateLength),
  sessionId: z.string().min(1),
  callbackPage: z.string().optional(),
  isDowngrade: z.boolean().optional(),
});
export type StoredCheckoutSession = z.infer<typeof storedCheckoutSessionGuard>;
