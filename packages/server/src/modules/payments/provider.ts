import type { Invoice, TenantSubscription } from '@tessera/schemas';

/** What happened at the payment provider, in the provider-neutral words one handler applies. */
export type BillingEvent =
  | {
      type: 'checkout.completed';
      /** Our checkout session id (Stripe's `client_reference_id`). */
      checkoutSessionId: string;
      customerId: string;
      subscriptionId: string;
      period?: BillingPeriod;
    }
  | { type: 'checkout.expired'; checkoutSessionId: string }
  | {
      type: 'subscription.updated';
      subscriptionId: string;
      status: TenantSubscription['status'];
      period?: BillingPeriod;
      /** The provider's price now billed, to follow a plan change made in the provider's portal. */
      priceId?: string;
    }
  | { type: 'subscription.deleted'; subscriptionId: string }
  | { type: 'invoice.changed'; invoice: ProviderInvoice };

export type BillingPeriod = { start: Date; end: Date };

export type ProviderInvoice = {
  providerInvoiceId: string;
  subscriptionId?: string;
  customerId?: string;
  /** The checkout that started the subscription, when the provider carries it along. */
  checkoutSessionId?: string;
  status: NonNullable<Invoice['status']>;
  amountDue: number;
  amountPaid: number;
  period?: BillingPeriod;
  hostedInvoiceUrl?: string;
};

export type CheckoutRequest = {
  checkoutSessionId: string;
  /** The provider's price of the plan (Stripe); the sandbox charges the plan's unit price. */
  priceId?: string;
  /** The tenant's customer at the provider, when it paid before. */
  customerId?: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

/**
 * A payment provider: where a checkout and the billing portal happen, and how a subscription is
 * cancelled. Its news reaches Tessera as `BillingEvent`s through `applyBillingEvent`, whichever
 * way they arrive (Stripe's signed webhooks, the sandbox's own pages).
 */
export type PaymentProvider = {
  /** Stored with the ids it hands out (`stripe`, `sandbox`). */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<{ providerSessionId: string; redirectUri: string }>;
  createPortal(request: { customerId: string; tenantId: string; returnUrl: string }): Promise<{ redirectUri: string }>;
  /** Ends the subscription now; one already gone at the provider counts as cancelled. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * The customer's latest invoices as the provider holds them, to catch up on events that never
   * arrived; a provider whose events cannot be missed (the sandbox) has none.
   */
  listInvoices?(customerId: string): Promise<ProviderInvoice[]>;
};

/** Thrown for a provider that cannot be reached or refuses a call; the API answers 503. */
export class ProviderUnavailableError extends Error {
  constructor(provider: string, cause: unknown) {
    super(`The payment provider ${provider} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ProviderUnavailableError';
  }
}
