import { z } from 'zod';

import { planIds } from '../../constants';
import { timestampGuard } from '../common';
import { subscriptionQuotaGuard } from './quota';

export const planIdGuard = z.enum(planIds);
export type PlanId = z.infer<typeof planIdGuard>;

/** Stripe subscription statuses. */
const subscriptionStatuses = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;

/** `GET /api/tenants/{tenantId}/subscription`; period bounds are ISO 8601 strings. */
export const tenantSubscriptionGuard = z.object({
  status: z.enum(subscriptionStatuses),
  /** The plan or SKU id in force, matched against a checkout's `skuId`. */
  planId: z.string().min(1),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  isEnterprisePlan: z.boolean(),
  isAddOnAvailable: z.boolean(),
});
export type TenantSubscription = z.infer<typeof tenantSubscriptionGuard>;

const stripeProductGuard = z.looseObject({
  type: z.string(),
  productId: z.string().optional(),
  price: z
    .looseObject({
      id: z.string(),
      unitAmount: z.int().nullable().optional(),
      quantity: z.int().optional(),
    })
    .optional(),
});

/** `GET /api/subscription-plans` rows. */
export const subscriptionPlanGuard = z.object({
  id: z.string().min(1),
  name: z.string(),
  createdAt: timestampGuard,
  updatedAt: timestampGuard,
  stripeProducts: z.array(stripeProductGuard),
  quota: subscriptionQuotaGuard,
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanGuard>;

const skuTypes = ['Basic', 'AddOn'] as const;

/** `GET /api/skus` rows; `unitPrice` is in cents per month. */
export const skuGuard = z.object({
  id: z.string().min(1),
  name: z.string().nullish(),
  type: z.enum(skuTypes),
  unitPrice: z.int().nonnegative().nullable(),
  quota: subscriptionQuotaGuard.partial(),
  createdAt: timestampGuard.optional(),
  updatedAt: timestampGuard.optional(),
});
export type Sku = z.infer<typeof skuGuard>;

export const skuSearchQueryGuard = z.object({ type: z.enum(skuTypes).optional() });

const invoiceStatuses = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/** A billing invoice; amounts are in cents. */
export const invoiceGuard = z.looseObject({
  id: z.string(),
  status: z.enum(invoiceStatuses).nullable(),
  amountDue: z.int(),
  amountPaid: z.int().optional(),
  createdAt: timestampGuard.optional(),
  periodStart: z.string().optional(),
  periodEnd: z.string().optional(),
  planName: z.string().nullish(),
  hostedInvoiceUrl: z.string().nullish(),
});
export type Invoice = z.infer<typeof invoiceGuard>;

/** `POST /api/tenants/{tenantId}/stripe-customer-portal`: where the portal returns to. */
export const customerPortalCreateGuard = z.object({ callbackUrl: z.url({ protocol: /^https?$/ }) });
/** The portal's address, opened in a new tab. */
export const customerPortalGuard = z.object({ redirectUri: z.string() });

/** `GET /api/tenants/{tenantId}/invoices`: the billing history, newest first. */
export const invoiceListGuard = z.object({ invoices: z.array(invoiceGuard) });
