/** Query keys of the cloud API's plans, SKUs and tenant subscriptions. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  skus: (type: 'Basic' | 'AddOn' | undefined) => [...subscriptionKeys.all, 'skus', type ?? 'all'] as const,
  usage: (tenantId: string) => [...subscriptionKeys.all, 'usage', tenantId] as const,
};
