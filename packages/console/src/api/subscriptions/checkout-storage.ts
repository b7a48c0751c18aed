import { checkout, storageKeys, storedCheckoutSessionGuard, type StoredCheckoutSession } from '@tessera/schemas';

import { randomId } from '../../components/random-id/random-id';

/**
 * The checkout in progress, kept in local storage while the browser is away on the payment page
 * (spec 000 §4.4): its `state` comes back in the success URL and proves the return is ours.
 */
export const checkoutStorage = {
  read: (): StoredCheckoutSession | undefined => {
    const raw = window.localStorage.getItem(storageKeys.checkoutSession);
    if (!raw) {
      return undefined;
    }
    try {
      const parsed = storedCheckoutSessionGuard.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch {
      // Not JSON: someone else's value, as good as none.
      return undefined;
    }
  },
  write: (session: StoredCheckoutSession) => {
    window.localStorage.setItem(storageKeys.checkoutSession, JSON.stringify(session));
  },
  clear: () => {
    window.localStorage.removeItem(storageKeys.checkoutSession);
  },
};

/** A fresh checkout state: random, of the length the stored session requires. */
export const newCheckoutState = () => randomId(checkout.stateLength);

/** The query parameter of the success URL that carries the checkout state back. */
export const checkoutStateParam = 'checkout-state';
