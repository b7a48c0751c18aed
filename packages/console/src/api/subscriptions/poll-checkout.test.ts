import type { CheckoutSession, TenantSubscription } from '@tessera/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { isCheckoutComplete, pollCheckout } from './poll-checkout';

const subscription = (planId: string): TenantSubscription => ({
  status: 'active',
  planId,
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  isEnterprisePlan: false,
  isAddOnAvailable: false,
});

const openSession: CheckoutSession = { id: 'cs_1', tenantId: 't1', planId: 'pro', skuId: 'pro', status: 'open' };
const completeSession: CheckoutSession = { ...openSession, status: 'complete' };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('isCheckoutComplete', () => {
  it('needs a complete session and a subscription already on the bought SKU', () => {
    expect(isCheckoutComplete(completeSession, subscription('pro'))).toBe(true);
    expect(isCheckoutComplete(completeSession, subscription('free'))).toBe(false);
    expect(isCheckoutComplete(openSession, subscription('pro'))).toBe(false);
    expect(isCheckoutComplete(completeSession, undefined)).toBe(false);
  });
});

describe('pollCheckout', () => {
  it('polls every second until the session is complete and the subscription follows', async () => {
    const sessions = [openSession, completeSession, completeSession];
    const readSession = vi.fn(async () => sessions.shift() ?? completeSession);
    const plans = ['free', 'pro'];
    const readSubscription = vi.fn(async () => subscription(plans.shift() ?? 'pro'));
    let result: unknown;
    void pollCheckout({ readSession, readSubscription }).then((value) => {
      result = value;
    });

    await vi.advanceTimersByTimeAsync(0);
    expect(readSession).toHaveBeenCalledTimes(1);
    expect(readSubscription).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(999);
    expect(readSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    // Complete, but the subscription is still on the old plan: not done yet.
    expect(readSubscription).toHaveBeenCalledWith('t1');
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(readSession).toHaveBeenCalledTimes(3);
    expect(result).toEqual({ outcome: 'complete', session: completeSession });
  });

  it('answers timeout ten seconds after the start without a completion, even through failed reads', async () => {
    const readSession = vi.fn(async (): Promise<CheckoutSession> => {
      if (readSession.mock.calls.length % 2 === 0) {
        throw new Error('network');
      }
      return openSession;
    });
    const readSubscription = vi.fn(async () => subscription('pro'));
    let result: unknown;
    void pollCheckout({ readSession, readSubscription }).then((value) => {
      result = value;
    });

    await vi.advanceTimersByTimeAsync(9999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ outcome: 'timeout' });
    expect(readSession.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(readSubscription).not.toHaveBeenCalled();
  });

  it('stops without an answer worth acting on once aborted', async () => {
    const controller = new AbortController();
    const readSession = vi.fn(async () => openSession);
    let result: unknown;
    void pollCheckout({ readSession, readSubscription: vi.fn(), signal: controller.signal }).then((value) => {
      result = value;
    });
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(1000);
    expect(result).toEqual({ outcome: 'aborted' });
    expect(readSession).toHaveBeenCalledTimes(2);
  });
});
