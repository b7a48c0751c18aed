import { z } from 'zod';

import { quotaKeys, subscriptionUsageResponseGuard } from '../entities/console/quota';
import {
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
} as const;
