import { freeTenantCap, proOnlyFeatures, type Sku, type SubscriptionPlan, type TenantResponse } from '@tessera/schemas';

export type PlanFeature = (typeof proOnlyFeatures)[number];

/** The two plans a production tenant can pick (spec 001 §9). */
export const offeredPlans = ['free', 'pro'] as const;
export type OfferedPlan = (typeof offeredPlans)[number];

/** One card of the plan selection: the SKU to buy and what the card says about it. */
export interface PlanOffer {
  plan: OfferedPlan;
  sku: Sku;
  name: string;
  /** Cents per month; null when the SKU has no price. */
  unitPrice: number | null;
  isMostPopular: boolean;
  features: Record<PlanFeature, boolean>;
}

/** SKU ids are `Free`/`Pro` in one view of billing and `free`/`pro` in another. */
export const planOf = (id: string): OfferedPlan | undefined =>
  offeredPlans.find((plan) => plan === id.toLowerCase());

/**
 * The Free and Pro cards from the Basic SKUs on sale, named by their plan when the SKU has no name.
 * Third-party apps, MFA, SSO and organizations come with Pro only.
 */
export const toPlanOffers = (skus: readonly Sku[], plans: readonly SubscriptionPlan[] = []): PlanOffer[] =>
  offeredPlans.flatMap((plan) => {
    const sku = skus.find((item) => item.type === 'Basic' && planOf(item.id) === plan);
    if (!sku) {
      return [];
    }
    const planName = plans.find((item) => planOf(item.id) === plan)?.name;
    const isPro = plan === 'pro';
    return [
      {
        plan,
        sku,
        name: sku.name || planName || sku.id,
        unitPrice: sku.unitPrice,
        isMostPopular: isPro,
        features: Object.fromEntries(proOnlyFeatures.map((feature) => [feature, isPro])) as Record<PlanFeature, boolean>,
      },
    ];
  });

/**
 * Whether the Free card is closed to this user: the cap of free tenants is reached and none of
 * their tenants is a special case (an enterprise plan, whose contract covers more tenants).
 */
export const hasReachedFreeTenantCap = (tenants: readonly Pick<TenantResponse, 'planId' | 'subscription'>[]) =>
  tenants.filter(({ planId }) => planId === 'free').length >= freeTenantCap &&
  !tenants.some(({ subscription }) => subscription.isEnterprisePlan);
