import type Stripe from 'stripe';
import type { TenantSubscription } from '@tessera/schemas';
import type { BillingEvent, BillingPeriod, PaymentProvider, ProviderInvoice } from './provider.js';
import { ProviderUnavailableError } from './provider.js';

export const stripeProviderName = 'stripe';

export type StripeSettings = { secretKey: string; webhookSecret: string; apiBase?: string };

/** The webhook's signature did not verify; the endpoint answers 400. */
export class WebhookSignatureError extends Error {}

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});
/** An expandable field: the id, or the id of the object Stripe expanded in its place. */
const idOf = (value: unknown) => (typeof value === 'string' ? value : (record(value).id as string | undefined));
const seconds = (value: unknown) => (typeof value === 'number' ? new Date(value * 1000) : undefined);
const periodOf = (start: unknown, end: unknown): BillingPeriod | undefined => {
  const [from, to] = [seconds(start), seconds(end)];
  return from && to ? { start: from, end: to } : undefined;
};

const firstItem = (subscription: Loose) => record((record(subscription.items).data as unknown[] | undefined)?.[0]);

/** A subscription's period: on its first item in current API versions, on itself in older ones. */
function subscriptionPeriod(subscription: Loose) {
  const item = firstItem(subscription);
  return (
    periodOf(item.current_period_start, item.current_period_end) ??
    periodOf(subscription.current_period_start, subscription.current_period_end)
  );
}

const subscriptionStatuses: ReadonlySet<string> = new Set<TenantSubscription['status']>([
  'incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused',
]);

function toInvoice(invoice: Loose): ProviderInvoice | undefined {
  const status = invoice.status;
  const id = idOf(invoice);
  if (!id || (status !== 'draft' && status !== 'open' && status !== 'paid' && status !== 'uncollectible' && status !== 'void')) {
    return undefined;
  }
  const details = record(record(invoice.parent).subscription_details);
  const line = record((record(invoice.lines).data as unknown[] | undefined)?.[0]);
  const linePeriod = record(line.period);
  return {
    providerInvoiceId: id,
    subscriptionId: idOf(details.subscription) ?? idOf(invoice.subscription),
    customerId: idOf(invoice.customer),
    checkoutSessionId: (record(details.metadata).checkoutSessionId as string | undefined) ?? undefined,
    status,
    amountDue: typeof invoice.amount_due === 'number' ? invoice.amount_due : 0,
    amountPaid: typeof invoice.amount_paid === 'number' ? invoice.amount_paid : 0,
    period: periodOf(linePeriod.start, linePeriod.end) ?? periodOf(invoice.period_start, invoice.period_end),
    hostedInvoiceUrl: typeof invoice.hosted_invoice_url === 'string' ? invoice.hosted_invoice_url : undefined,
  };
}

/**
 * Stripe as the payment provider, through the official client: Checkout Sessions in subscription
 * mode, Customer Portal sessions, cancellation, and webhooks verified with the webhook secret.
 * `apiBase` (`STRIPE_API_BASE`) points the client at another host, port and protocol.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider & {
  /** The event a signed webhook delivery reports, in Tessera's words; undefined for events not followed. */
  readWebhook: (payload: string, signature: string | undefined) => Promise<BillingEvent | undefined>;
} {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  // The client library is loaded on the first call: evaluated at start it took some 4 MB of the
  // heap of every server, configured for payments or not.
  const library = () => import('stripe');
  let client: Promise<Stripe> | undefined;
  const stripeClient = () =>
    (client ??= library().then(({ default: StripeClient }) => new StripeClient(settings.secretKey, {
        ...(base
          ? {
              host: base.hostname,
              port: base.port || (base.protocol === 'https:' ? 443 : 80),
              protocol: base.protocol === 'https:' ? 'https' : 'http',
            }
          : {}),
        telemetry: false,
        maxNetworkRetries: 1,
        timeout: 20_000,
      })));
  const call = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      throw new ProviderUnavailableError(stripeProviderName, error);
    }
  };

  const completedCheckout = async (session: Loose): Promise<BillingEvent | undefined> => {
    const checkoutSessionId = typeof session.client_reference_id === 'string' ? session.client_reference_id : undefined;
    const subscriptionId = idOf(session.subscription);
    const customerId = idOf(session.customer);
    if (!checkoutSessionId || !subscriptionId || !customerId) {
      return undefined;
    }
    const subscription = await call(async () => (await stripeClient()).subscriptions.retrieve(subscriptionId));
    return {
      type: 'checkout.completed',
      checkoutSessionId,
      customerId,
      subscriptionId,
      period: subscriptionPeriod(record(subscription)),
    };
  };

  return {
    name: stripeProviderName,
    createCheckout: async ({ checkoutSessionId, priceId, customerId, successUrl, cancelUrl, expiresAt }) => {
      if (!priceId) {
        throw new ProviderUnavailableError(stripeProviderName, new Error('the plan has no stripePriceId in the plans file'));
      }
      const session = await call(async () =>
        (await stripeClient()).checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: priceId, quantity: 1 }],
          client_reference_id: checkoutSessionId,
          ...(customerId ? { customer: customerId } : {}),
          success_url: successUrl,
          cancel_url: cancelUrl,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
          metadata: { checkoutSessionId },
          // Carried on the subscription's invoices, which may arrive before the completion event.
          subscription_data: { metadata: { checkoutSessionId } },
        }),
      );
      if (!session.url) {
        throw new ProviderUnavailableError(stripeProviderName, new Error('the checkout session has no URL'));
      }
      return { providerSessionId: session.id, redirectUri: session.url };
    },
    createPortal: async ({ customerId, returnUrl }) => {
      const session = await call(async () => (await stripeClient()).billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
      return { redirectUri: session.url };
    },
    cancelSubscription: async (subscriptionId) => {
      try {
        await (await stripeClient()).subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Already cancelled or deleted at Stripe: what the caller wants has happened.
        if (error instanceof (await library()).default.errors.StripeInvalidRequestError && error.code === 'resource_missing') {
          return;
        }
        throw new ProviderUnavailableError(stripeProviderName, error);
      }
    },
    listInvoices: async (customerId) => {
      const page = await call(async () => (await stripeClient()).invoices.list({ customer: customerId, limit: 100 }));
      return page.data.flatMap((invoice) => {
        const read = toInvoice(record(invoice));
        return read ? [read] : [];
      });
    },
    readWebhook: async (payload, signature) => {
      const stripe = await stripeClient();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature ?? '', settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      const object = record(event.data.object);
      switch (event.type) {
        case 'checkout.session.completed': {
          return completedCheckout(object);
        }
        case 'checkout.session.expired': {
          const id = object.client_reference_id;
          return typeof id === 'string' ? { type: 'checkout.expired', checkoutSessionId: id } : undefined;
        }
        case 'customer.subscription.updated': {
          const subscriptionId = idOf(object);
          const status = String(object.status);
          if (!subscriptionId || !subscriptionStatuses.has(status)) {
            return undefined;
          }
          return {
            type: 'subscription.updated',
            subscriptionId,
            status: status as TenantSubscription['status'],
            period: subscriptionPeriod(object),
            priceId: idOf(firstItem(object).price),
          };
        }
        case 'customer.subscription.deleted': {
          const subscriptionId = idOf(object);
          return subscriptionId ? { type: 'subscription.deleted', subscriptionId } : undefined;
        }
        case 'invoice.paid':
        case 'invoice.payment_failed':
        case 'invoice.finalized': {
          const invoice = toInvoice(object);
          return invoice ? { type: 'invoice.changed', invoice } : undefined;
        }
        default: {
          return undefined;
        }
      }
    },
  };
}
