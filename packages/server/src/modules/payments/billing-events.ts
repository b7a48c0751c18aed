import type { Kysely } from 'kysely';
import type { InvalidationBus } from '../../cache/invalidation-bus.js';
import type { RegionDatabases } from '../../db/region-databases.js';
import type { Database } from '../../db/schema.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { generateId } from '../../utils/id.js';
import { systemPlanIds, type PlanCatalogue } from '../subscriptions/plan-catalogue.js';
import { findSubscription, updateSubscription } from '../subscriptions/queries.js';
import { announceTenantChange, insertTenant } from '../tenants/service.js';
import { findCheckoutSessionById, lockCheckoutSession, updateCheckoutSession } from './checkout-queries.js';
import { upsertInvoice } from './invoice-queries.js';
import type { BillingEvent, ProviderInvoice } from './provider.js';

export type BillingDependencies = {
  /** The home database, where billing is kept. */
  db: Kysely<Database>;
  /** Where a tenant created by a checkout keeps its rows. */
  databases: RegionDatabases;
  bus: InvalidationBus;
  catalogue: PlanCatalogue;
  /**
   * Ends a provider subscription a completed checkout replaced (a change between paid plans), so
   * the tenant is not billed twice.
   */
  cancelReplaced: (provider: string, subscriptionId: string) => Promise<void>;
};

/** The tenant a provider's subscription (or, failing that, customer) bills. */
async function findBilledTenant(db: Kysely<Database>, provider: string, ids: { subscriptionId?: string; customerId?: string }) {
  const query = db.selectFrom('tenant_subscriptions').selectAll().where('provider', '=', provider);
  if (ids.subscriptionId) {
    const row = await query.where('provider_subscription_id', '=', ids.subscriptionId).executeTakeFirst();
    if (row) {
      return row;
    }
  }
  return ids.customerId ? query.where('provider_customer_id', '=', ids.customerId).executeTakeFirst() : undefined;
}

/**
 * A paid checkout: the tenant (created now when the checkout was for a new production tenant)
 * moves to the plan, with the provider's ids and period, in one transaction. A checkout already
 * complete is left as it is, so a redelivered event changes nothing.
 */
async function completeCheckout(
  { db, databases, bus, cancelReplaced }: BillingDependencies,
  provider: string,
  event: Extract<BillingEvent, { type: 'checkout.completed' }>,
) {
  const completed = await db.transaction().execute(async (trx) => {
    const session = await lockCheckoutSession(trx, event.checkoutSessionId);
    if (!session || session.provider !== provider || session.status === 'complete') {
      return undefined;
    }
    const tenant =
      session.tenant_id === null
        ? await insertTenant(trx, session.user_id, {
            name: session.tenant_name ?? undefined,
            tag: session.tenant_tag ?? 'production',
            regionName: session.tenant_region_name ?? 'EU',
          }, databases)
        : undefined;
    const tenantId = session.tenant_id ?? tenant?.id;
    if (!tenantId) {
      return undefined;
    }
    await updateCheckoutSession(trx, session.id, { status: 'complete', tenant_id: tenantId });
    const scope = scopeToTenant(trx, tenantId);
    const previous = await findSubscription(scope);
    await updateSubscription(scope, {
      plan_id: session.plan_id,
      status: 'active',
      provider,
      provider_customer_id: event.customerId,
      provider_subscription_id: event.subscriptionId,
      current_period_start: event.period?.start ?? null,
      current_period_end: event.period?.end ?? null,
    });
    const replaced =
      previous?.provider && previous.provider_subscription_id && previous.provider_subscription_id !== event.subscriptionId
        ? { provider: previous.provider, subscriptionId: previous.provider_subscription_id }
        : undefined;
    return { created: tenant, replaced };
  });
  if (completed?.created) {
    announceTenantChange(bus, completed.created.id);
  }
  if (completed?.replaced) {
    await cancelReplaced(completed.replaced.provider, completed.replaced.subscriptionId);
  }
}

/**
 * An invoice of a subscription whose checkout has not completed yet (providers do not order
 * their events) is `pending`: the provider should deliver it again later.
 */
async function recordInvoice({ db }: BillingDependencies, provider: string, invoice: ProviderInvoice): Promise<BillingOutcome> {
  const billed = await findBilledTenant(db, provider, invoice);
  if (!billed) {
    const session = invoice.checkoutSessionId ? await findCheckoutSessionById(db, invoice.checkoutSessionId) : undefined;
    return session?.status === 'open' && session.provider === provider ? 'pending' : 'applied';
  }
  await upsertInvoice(scopeToTenant(db, billed.tenant_id), {
    id: generateId(),
    provider,
    provider_invoice_id: invoice.providerInvoiceId,
    provider_subscription_id: invoice.subscriptionId ?? billed.provider_subscription_id,
    status: invoice.status,
    plan_id: billed.plan_id,
    amount_due: invoice.amountDue,
    amount_paid: invoice.amountPaid,
    period_start: invoice.period?.start ?? null,
    period_end: invoice.period?.end ?? null,
    hosted_invoice_url: invoice.hostedInvoiceUrl ?? null,
  });
  return 'applied';
}

/** `pending`: the event came before what it depends on; deliver it again later. */
export type BillingOutcome = 'applied' | 'pending';

/**
 * Applies what a payment provider reports, whichever provider and however it arrived: this is
 * the one place checkouts, provider subscriptions and invoices change Tessera's records. Events
 * about subscriptions or sessions Tessera does not know are ignored (another deployment's, or
 * a subscription already cancelled here).
 */
export async function applyBillingEvent(
  dependencies: BillingDependencies,
  provider: string,
  event: BillingEvent,
): Promise<BillingOutcome> {
  const { db, catalogue } = dependencies;
  switch (event.type) {
    case 'checkout.completed': {
      await completeCheckout(dependencies, provider, event);
      return 'applied';
    }
    case 'checkout.expired': {
      await db
        .updateTable('checkout_sessions')
        .set({ status: 'expired', updated_at: new Date() })
        .where('id', '=', event.checkoutSessionId)
        .where('provider', '=', provider)
        .where('status', '=', 'open')
        .execute();
      return 'applied';
    }
    case 'subscription.updated': {
      const billed = await findBilledTenant(db, provider, { subscriptionId: event.subscriptionId });
      if (!billed) {
        return 'applied';
      }
      // A plan changed in the provider's portal is followed when its price is one the file sells.
      const soldPlan = catalogue.plans.find(
        (plan) => event.priceId !== undefined && plan.stripeProducts.some((product) => product.price?.id === event.priceId),
      );
      await updateSubscription(scopeToTenant(db, billed.tenant_id), {
        status: event.status,
        ...(soldPlan ? { plan_id: soldPlan.id } : {}),
        ...(event.period ? { current_period_start: event.period.start, current_period_end: event.period.end } : {}),
      });
      return 'applied';
    }
    case 'subscription.deleted': {
      const billed = await findBilledTenant(db, provider, { subscriptionId: event.subscriptionId });
      if (billed) {
        await db.transaction().execute((trx) => returnToFreePlan(trx, billed.tenant_id));
      }
      return 'applied';
    }
    case 'invoice.changed': {
      return recordInvoice(dependencies, provider, event.invoice);
    }
  }
}

/**
 * The tenant back on the free plan, billed by no one; the provider's customer stays so the
 * billing history and portal still find it.
 */
export const returnToFreePlan = (trx: Kysely<Database>, tenantId: string) =>
  updateSubscription(scopeToTenant(trx, tenantId), {
    plan_id: systemPlanIds.free,
    status: 'active',
    provider_subscription_id: null,
    current_period_start: null,
    current_period_end: null,
  });
