import type { TenantSubscription } from '@tessera/schemas';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { findSubscription } from '../subscriptions/queries.js';
import { toTenantSubscription } from '../subscriptions/subscription.js';
import { returnToFreePlan } from './billing-events.js';
import type { Payments } from './payments.js';
import { ProviderUnavailableError } from './provider.js';

/**
 * Cancels the tenant's paid subscription: first at its provider (a refusal leaves everything as
 * it was), then the tenant back on the free plan in one transaction. The provider's later
 * "subscription deleted" event then finds no subscription to change.
 */
export async function cancelSubscription(payments: Payments, tenantId: string): Promise<TenantSubscription> {
  const { db, catalogue } = payments.billing;
  const current = await findSubscription(scopeToTenant(db, tenantId));
  const provider = current?.provider ? payments.byName(current.provider) : undefined;
  const subscriptionId = current?.provider_subscription_id;
  if (!provider || !subscriptionId) {
    throw new RequestError('subscription.not_paid', 400, { tenantId });
  }
  try {
    await provider.cancelSubscription(subscriptionId);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new RequestError('subscription.provider_unavailable', 503, undefined, error.message);
    }
    throw error;
  }
  const updated = await db.transaction().execute(async (trx) => {
    const row = await findSubscription(scopeToTenant(trx, tenantId));
    // A checkout completed meanwhile replaced the subscription: that one stays.
    return row?.provider_subscription_id === subscriptionId ? returnToFreePlan(trx, tenantId) : row;
  });
  return toTenantSubscription(updated, catalogue.planOf(updated?.plan_id ?? 'free').id);
}
