import { adminTenantId } from '@tessera/schemas';
import type { AppContext } from '../../app-context.js';
import { tenantPathPrefix } from '../../tenancy/tenant-urls.js';
import type { PlanCatalogue } from '../subscriptions/plan-catalogue.js';
import type { BillingDependencies } from './billing-events.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createStripeProvider } from './stripe-provider.js';

/** The payment providers of a cloud deployment and what applying their events needs. */
export type Payments = {
  /** Where new checkouts go: Stripe when configured, else the sandbox. */
  active: PaymentProvider;
  /** The provider that billed a subscription, by the name stored with it. */
  byName: (name: string) => PaymentProvider | undefined;
  sandbox: ReturnType<typeof createSandboxProvider>;
  stripe?: ReturnType<typeof createStripeProvider>;
  billing: BillingDependencies;
};

export function createPayments(context: AppContext, catalogue: PlanCatalogue): Payments {
  const { config } = context;
  const pagesUrl = `${config.endpoint}${tenantPathPrefix(adminTenantId)}/api`;
  const sandbox = createSandboxProvider(pagesUrl, context.ephemeral);
  if (config.stripe && !config.stripe.webhookSecret) {
    throw new Error('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY.');
  }
  const stripe = config.stripe ? createStripeProvider(config.stripe) : undefined;
  const providers = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  if (stripe) {
    providers.set(stripe.name, stripe);
  }
  // The new subscription is in force already: a failure here is for the operator to settle.
  const cancelReplaced = async (provider: string, subscriptionId: string) => {
    try {
      await providers.get(provider)?.cancelSubscription(subscriptionId);
    } catch (error) {
      context.logger.warn({ err: error, provider, subscriptionId }, 'a replaced subscription was not cancelled at its provider');
    }
  };
  return {
    active: stripe ?? sandbox,
    byName: (name) => providers.get(name),
    sandbox,
    stripe,
    billing: { db: context.database.db, databases: context.databases, bus: context.bus, catalogue, cancelReplaced },
  };
}
