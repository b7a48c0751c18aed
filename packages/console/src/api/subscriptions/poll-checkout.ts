import { checkout, type CheckoutSession, type TenantSubscription } from '@tessera/schemas';

export interface PollCheckoutInput {
  /** Reads the checkout session from the billing service. */
  readSession: () => Promise<CheckoutSession>;
  /** Reads the subscription of the tenant the session is about. */
  readSubscription: (tenantId: string) => Promise<TenantSubscription>;
  /** Stops polling: the page was left. */
  signal?: AbortSignal;
  intervalMs?: number;
  timeoutMs?: number;
}

export type PollCheckoutResult =
  | { outcome: 'complete'; session: CheckoutSession & { tenantId: string } }
  | { outcome: 'timeout' }
  | { outcome: 'aborted' };

/**
 * A checkout is done when the session is complete and the tenant's subscription already names the
 * bought SKU: the payment page may return before the billing service's webhook lands.
 */
export const isCheckoutComplete = (session: CheckoutSession, subscription: TenantSubscription | undefined) =>
  session.status === 'complete' && subscription !== undefined && subscription.planId === session.skuId;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls the checkout session and the tenant's subscription every second until the checkout is
 * complete, or answers `timeout` once ten seconds have passed without it (spec 000 §4.5). A failed
 * read counts as "not yet": the next tick tries again.
 */
export const pollCheckout = async ({
  readSession,
  readSubscription,
  signal,
  intervalMs = checkout.pollIntervalMs,
  timeoutMs = checkout.timeoutMs,
}: PollCheckoutInput): Promise<PollCheckoutResult> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (signal?.aborted) {
      return { outcome: 'aborted' };
    }
    try {
      const session = await readSession();
      const { tenantId } = session;
      if (session.status === 'complete' && tenantId) {
        const subscription = await readSubscription(tenantId);
        if (isCheckoutComplete(session, subscription)) {
          return { outcome: 'complete', session: { ...session, tenantId } };
        }
      }
    } catch {
      // A read that failed is a tick without news; the deadline still bounds the wait.
    }
    await wait(Math.min(intervalMs, Math.max(0, deadline - Date.now())));
  }
  return signal?.aborted ? { outcome: 'aborted' } : { outcome: 'timeout' };
};
