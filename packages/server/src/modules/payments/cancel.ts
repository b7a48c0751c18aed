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
  const subscriptionId = await cancelAtProvider(payments, tenantId);
  if (!subscriptionId) {
    throw new RequestError('subscription.not_paid', 400, { tenantId });
  }
  const updated = await db.transaction().execute(async (trx) => {
    const row = await findSubscription(scopeToTenant(trx, tenantId));
    // A checkout completed meanwhile replaced the subscription: that one stays.
    return row?.provider_subscription_id === subscriptionId ? returnToFreePlan(trx, tenantId) : row;
  });
  return toTenantSubscription(updated, catalogue.planOf(updated?.plan_id ?? 'free').id);
}

/**
 * Before a tenant is deleted: its paid subscription ends at its provider, or the provider would
 * go on billing a tenant that no longer exists. A provider that refuses stops the deletion (503),
 * so a tenant is never deleted while still billed. A tenant without a paid subscription has
 * nothing to end.
 */
export async function endBillingOfDeletedTenant(payments: Payments, tenantId: string): Promise<void> {
  await cancelAtProvider(payments, tenantId);
}

/** Ends the tenant's paid subscription at its provider; the id of the one ended, if any. */
async function cancelAtProvider(payments: Payments, tenantId: string): Promise<string | undefined> {
  const current = await findSubscription(scopeToTenant(payments.billing.db, tenantId));
  const provider = current?.provider ? payments.byName(current.provider) : undefined;
  const subscriptionId = current?.provider_subscription_id;
  if (!provider || !subscriptionId) {
    return undefined;
  }
  try {
    await provider.cancelSubscription(subscriptionId);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new RequestError('subscription.provider_unavailable', 503, undefined, error.message);
    }
    throw error;
  }
  return subscriptionId;
}
