import { z } from 'zod';

import { checkout } from '../../constants';
import { idGuard } from '../common';
import { regionGuard, tenantTagGuard } from './tenant';

const checkoutSessionStatuses = ['open', 'complete', 'expired'] as const;

/** `GET /api/checkout-session/{id}`, polled until `complete`. */
export const checkoutSessionGuard = z.object({
  tenantId: idGuard.nullish(),
  planId: z.string(),
  skuId: z.string().nullish(),
  status: z.enum(checkoutSessionStatuses),
});
export type CheckoutSession = z.infer<typeof checkoutSessionGuard>;

/** `POST /api/checkout-session`; tenant fields describe the tenant to create when no `tenantId`. */
export const checkoutSessionCreateGuard = z.object({
  skuId: z.string().min(1),
  planId: z.string().optional(),
  successCallbackUrl: z.string(),
  cancelCallbackUrl: z.string().optional(),
  tenantId: idGuard.optional(),
  tenantName: z.string().optional(),
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
