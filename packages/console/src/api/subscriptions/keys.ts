/**
 * Query keys of the cloud API's plans, SKUs, tenant subscriptions and billing. Everything under
 * `all` is read again after a cloud write (see `useEndpointMutation`), so tenant keys carry the
 * tenant id to keep one tenant's answers apart from another's.
 */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  skus: (type: 'Basic' | 'AddOn' | undefined) => [...subscriptionKeys.all, 'skus', type ?? 'all'] as const,
  usage: (tenantId: string) => [...subscriptionKeys.all, 'usage', tenantId] as const,
  subscription: (tenantId: string) => [...subscriptionKeys.all, 'subscription', tenantId] as const,
  invoices: (tenantId: string) => [...subscriptionKeys.all, 'invoices', tenantId] as const,
};
