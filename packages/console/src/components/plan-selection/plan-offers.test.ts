import { freeTenantCap, type Sku, type SubscriptionPlan } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';

import { testTenant } from '../../test/test-tenant';
import { hasReachedFreeTenantCap, planOf, toPlanOffers } from './plan-offers';

const sku = (id: string, unitPrice: number | null, name?: string): Sku => ({ id, name, type: 'Basic', unitPrice, quota: {} });
const plan = (id: string, name: string): SubscriptionPlan => ({
  id,
  name,
  createdAt: 1,
  updatedAt: 1,
  stripeProducts: [],
  quota: { mauLimit: null, tokenLimit: null },
});

describe('toPlanOffers', () => {
  it('answers the Free then the Pro card, Pro the most popular one with the Pro-only features', () => {
    const offers = toPlanOffers(
      [sku('Pro', 1600, 'Pro'), { ...sku('Boost', 500), type: 'AddOn' }, sku('Free', 0), sku('Enterprise', null)],
      [plan('free', 'Free plan')],
    );
    expect(offers.map((offer) => [offer.plan, offer.name, offer.unitPrice, offer.isMostPopular])).toEqual([
      ['free', 'Free plan', 0, false],
      ['pro', 'Pro', 1600, true],
    ]);
    expect(offers[0]?.features).toEqual({ thirdPartyApps: false, mfa: false, sso: false, organizations: false });
    expect(offers[1]?.features).toEqual({ thirdPartyApps: true, mfa: true, sso: true, organizations: true });
  });

  it('leaves out a plan that is not on sale', () => {
    expect(toPlanOffers([sku('free', 0)]).map((offer) => offer.sku.id)).toEqual(['free']);
    expect(planOf('Enterprise')).toBeUndefined();
  });
});

describe('hasReachedFreeTenantCap', () => {
  const free = testTenant({ planId: 'free', tag: 'production' });
  const freeTenants = Array.from({ length: freeTenantCap }, () => free);

  it('closes the Free card at the cap of free tenants', () => {
    expect(hasReachedFreeTenantCap(freeTenants.slice(1))).toBe(false);
    expect(hasReachedFreeTenantCap([...freeTenants.slice(1), testTenant({ planId: 'pro' })])).toBe(false);
    expect(hasReachedFreeTenantCap(freeTenants)).toBe(true);
  });

  it('keeps it open for a user with an enterprise tenant', () => {
    const enterprise = testTenant({ planId: 'enterprise', subscription: { ...free.subscription, isEnterprisePlan: true } });
    expect(hasReachedFreeTenantCap([...freeTenants, enterprise])).toBe(false);
  });
});
