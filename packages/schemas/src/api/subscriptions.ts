import { z } from 'zod';

import { quotaKeys, subscriptionUsageResponseGuard } from '../entities/console/quota';
import {
  checkoutSessionCreateGuard,
  checkoutSessionCreateResponseGuard,
  checkoutSessionGuard,
} from '../entities/console/checkout';
import {
  customerPortalCreateGuard,
  customerPortalGuard,
  invoiceListGuard,
  skuGuard,
  skuSearchQueryGuard,
  subscriptionPlanGuard,
  tenantSubscriptionGuard,
} from '../entities/console/subscription';
import { defineEndpoint } from './endpoint';
import { pathParams } from './params';

/**
 * The body of the error a Management API write answers when the tenant's plan does not allow it
 * (`subscription.quota_exceeded`, 403): `exceededQuota` maps each quota key that stopped the
 * write to the plan's value for it (a count limit, or `false` for a feature the plan lacks).
 */
export const exceededQuotaDataGuard = z.object({
  exceededQuota: z.partialRecord(z.enum(quotaKeys), z.union([z.number(), z.boolean(), z.null()])),
});
export type ExceededQuotaData = z.infer<typeof exceededQuotaDataGuard>;

/** The English opening of the quota error's message, which the JSON of the exceeded keys follows. */
export const exceededQuotaMessagePrefix = 'Exceeded quota limit';

const failures = { 401: 'No valid cloud API token.', 403: 'The token lacks the scope.', 404: 'Not the cloud edition.' } as const;
const tenantFailures = {
  401: 'No valid cloud API token.',
  403: 'The token lacks the scope.',
  404: "No such tenant among the caller's.",
} as const;
const tenantId = pathParams('tenantId');
const adminFailures = {
  ...tenantFailures,
  403: "The token lacks the scope, or the caller is not an admin of the tenant (`tenant.permission_denied`).",
} as const;

/**
 * The cloud API's plans and subscriptions (cloud edition, admin tenant only). Plans and SKUs
 * come from the operator's plans file; every tenant has one subscription to one plan.
 */
export const subscriptionApi = {
  plans: defineEndpoint({
    method: 'get',
    path: '/subscription-plans',
    summary: 'List subscription plans',
    description: 'Every plan of the plans file with its quota. Needs `manage:tenant:self`.',
    response: z.array(subscriptionPlanGuard),
    returns: 'The plans.',
    failures,
  }),
  skus: defineEndpoint({
    method: 'get',
    path: '/skus',
    summary: 'List SKUs',
    description: 'The SKUs of the plans file, optionally only one type (`Basic` plans or `AddOn`s). Needs `manage:tenant:self`.',
    query: skuSearchQueryGuard,
    response: z.array(skuGuard),
    returns: 'The SKUs.',
    failures: { ...failures, 400: 'Unknown type.' },
  }),
  subscription: defineEndpoint({
    method: 'get',
    path: '/tenants/{tenantId}/subscription',
    summary: "Get a tenant's subscription",
    description: "The tenant's plan, status and current billing period. Members of the tenant; needs `manage:tenant:self`.",
    params: tenantId,
    response: tenantSubscriptionGuard,
    returns: 'The subscription.',
    failures: tenantFailures,
  }),
  usage: defineEndpoint({
    method: 'get',
    path: '/tenants/{tenantId}/subscription-usage',
    summary: "Get a tenant's quota and usage",
    description:
      "The plan's quota, the tenant's usage of each quota key in the current period, and the scopes per API resource and per role. Members of the tenant; needs `manage:tenant:self`.",
    params: tenantId,
    response: subscriptionUsageResponseGuard,
    returns: 'Quota and usage.',
    failures: tenantFailures,
  }),
  cancel: defineEndpoint({
    method: 'delete',
    path: '/tenants/{tenantId}/subscription',
    summary: "Cancel a tenant's subscription",
    description:
      "Cancels the paid subscription with the payment provider and puts the tenant back on the free plan at once. Admins of the tenant; needs `manage:tenant:self`.",
    params: tenantId,
    response: tenantSubscriptionGuard,
    returns: 'The subscription now in force (the free plan).',
    failures: { ...adminFailures, 400: 'The tenant has no paid subscription (`subscription.not_paid`).' },
  }),
  customerPortal: defineEndpoint({
    method: 'post',
    path: '/tenants/{tenantId}/stripe-customer-portal',
    summary: 'Open the billing portal',
    description:
      "A session of the payment provider's customer portal (payment methods, invoices) for the tenant, returning to `callbackUrl`. Admins of the tenant; needs `manage:tenant:self`.",
    params: tenantId,
    body: customerPortalCreateGuard,
    response: customerPortalGuard,
    returns: "The portal's address.",
    failures: { ...adminFailures, 400: 'Invalid body, or the tenant has never paid (`subscription.not_paid`).' },
  }),
  invoices: defineEndpoint({
    method: 'get',
    path: '/tenants/{tenantId}/invoices',
    summary: "List a tenant's invoices",
    description: "The tenant's billing history, newest first. Admins of the tenant; needs `manage:tenant:self`.",
    params: tenantId,
    response: invoiceListGuard,
    returns: 'The invoices.',
    failures: adminFailures,
  }),
  createCheckoutSession: defineEndpoint({
    method: 'post',
    path: '/checkout-session',
    summary: 'Start a checkout',
    description:
      'Starts paying for a plan: for an existing tenant (its admins only), or, without `tenantId`, for a new production tenant created when the payment completes (needs `create:tenant` then). Answers where to send the browser. Needs `manage:tenant:self`.',
    body: checkoutSessionCreateGuard,
    response: checkoutSessionCreateResponseGuard,
    returns: 'The payment page and the session id to poll.',
    failures: {
      400: 'Invalid body, or the plan is not sold as that SKU (`subscription.plan_not_sold`).',
      401: 'No valid cloud API token.',
      403: 'The token lacks the scope, or the caller is not an admin of the tenant.',
      404: "No such tenant among the caller's.",
      503: 'The payment provider did not answer (`subscription.provider_unavailable`).',
    },
  }),
  checkoutSession: defineEndpoint({
    method: 'get',
    path: '/checkout-session/{id}',
    summary: 'Get a checkout',
    description: "A checkout the caller started, polled until its status is `complete`. Needs `manage:tenant:self`.",
    params: pathParams('id'),
    response: checkoutSessionGuard,
    returns: 'The checkout session.',
    failures: { ...failures, 404: 'No such checkout among the caller\'s, or not the cloud edition.' },
  }),
} as const;
