import { act, renderHook, screen } from '@testing-library/react';
import type { CheckoutSession, TenantSubscription } from '@tessera/schemas';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi, type MockAnswer } from '../../test/management-api-mock';
import { createTestQueryClient, TestProviders } from '../../test/render-console';
import { useCheckoutPolling } from './use-checkout-polling';

const subscription = (planId: string): TenantSubscription => ({
  status: 'active',
  planId,
  currentPeriodStart: '2026-11-01T00:00:00.000Z',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  isEnterprisePlan: false,
  isAddOnAvailable: false,
});

const session = (status: CheckoutSession['status'], tenantId: string | null): CheckoutSession => ({
  id: 'cs_1',
  tenantId,
  planId: 'pro',
  skuId: 'pro',
  status,
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders queryClient={createTestQueryClient({ edition: 'cloud' })}>{children}</TestProviders>
);

const pass = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

const mockCloud = (answers: { session: () => MockAnswer; subscription?: () => MockAnswer }) =>
  mockManagementApi({
    'GET /t/admin/api/checkout-session/cs_1': () => answers.session(),
    'GET /t/admin/api/tenants/t9/subscription': () => answers.subscription?.() ?? { body: subscription('pro') },
  });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('checkout polling', () => {
  it('polls nothing without a session', async () => {
    const api = mockCloud({ session: () => ({ body: session('complete', 't9') }) });
    const { result } = renderHook(() => useCheckoutPolling(undefined), { wrapper });
    await pass(3000);
    expect(result.current).toBeUndefined();
    expect(api.requests).toHaveLength(0);
  });

  it('answers complete once the session is complete and the subscription names the plan, every second until then', async () => {
    let polls = 0;
    const api = mockCloud({
      session: () => {
        polls += 1;
        return { body: polls < 3 ? session('open', null) : session('complete', 't9') };
      },
    });
    const { result } = renderHook(() => useCheckoutPolling('cs_1'), { wrapper });
    await pass(1000);
    expect(result.current).toBeUndefined();
    await pass(1000);
    expect(result.current).toEqual({ outcome: 'complete', session: session('complete', 't9') });
    expect(api.requestsTo('GET', '/t/admin/api/checkout-session/cs_1')).toHaveLength(3);
  });

  it('reads failures as ticks without news, quietly, and answers timeout after ten seconds', async () => {
    const api = mockCloud({ session: () => ({ status: 500, body: { message: 'Down.', code: 'unexpected' } }) });
    const { result } = renderHook(() => useCheckoutPolling('cs_1'), { wrapper });
    await pass(9000);
    expect(result.current).toBeUndefined();
    await pass(1500);
    expect(result.current).toEqual({ outcome: 'timeout' });
    expect(screen.queryByText('Down.')).toBeNull();
    expect(api.requestsTo('GET', '/t/admin/api/checkout-session/cs_1').length).toBeGreaterThanOrEqual(10);
  });

  it('stops polling when the page is left', async () => {
    const api = mockCloud({ session: () => ({ body: session('open', null) }) });
    const { unmount } = renderHook(() => useCheckoutPolling('cs_1'), { wrapper });
    await pass(1000);
    const before = api.requests.length;
    unmount();
    await pass(5000);
    expect(api.requests.length).toBeLessThanOrEqual(before + 1);
  });
});
