import { subscriptionApi } from '@tessera/schemas';
import { useEffect, useRef, useState } from 'react';

import { useApi } from '../use-api';
import { pollCheckout, type PollCheckoutResult } from './poll-checkout';

export type CheckoutPollingResult = Exclude<PollCheckoutResult, { outcome: 'aborted' }>;

/**
 * Polls a checkout session and its tenant's subscription (spec 000 §4.5) while `sessionId` is
 * set, and answers how it ended: `complete` with the session, or `timeout`; undefined while it
 * polls. Quiet: a failed read is a tick without news, not a toast. Leaving the page stops it.
 */
export const useCheckoutPolling = (sessionId: string | undefined): CheckoutPollingResult | undefined => {
  const api = useApi({ cloud: true, hideErrorToast: true });
  // Polling runs once per session; the client may change identity meanwhile.
  const latestApi = useRef(api);
  latestApi.current = api;
  const [ended, setEnded] = useState<{ sessionId: string; result: CheckoutPollingResult }>();

  useEffect(() => {
    if (!sessionId) {
      return undefined;
    }
    const controller = new AbortController();
    const client = latestApi.current;
    void pollCheckout({
      readSession: () => client.call(subscriptionApi.checkoutSession, { params: { id: sessionId } }),
      readSubscription: (tenantId) => client.call(subscriptionApi.subscription, { params: { tenantId } }),
      signal: controller.signal,
    }).then((result) => {
      if (result.outcome !== 'aborted') {
        setEnded({ sessionId, result });
      }
    });
    return () => {
      controller.abort();
    };
  }, [sessionId]);

  return ended?.sessionId === sessionId ? ended?.result : undefined;
};
