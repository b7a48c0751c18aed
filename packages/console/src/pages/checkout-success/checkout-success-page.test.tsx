import { act, render, screen, waitFor } from '@testing-library/react';
import {
  storageKeys,
  type CheckoutSession,
  type CurrentUser,
  type StoredCheckoutSession,
  type TenantSubscription,
} from '@tessera/schemas';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuth } from '../../auth/auth-context';
import { testUser } from '../../test/fake-auth-client';
import { mockManagementApi, type MockAnswer } from '../../test/management-api-mock';
import { createTestQueryClient, TestProviders } from '../../test/render-console';
import CheckoutSuccessPage from './checkout-success-page';

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

const store = (value: StoredCheckoutSession) => {
  window.localStorage.setItem(storageKeys.checkoutSession, JSON.stringify(value));
};

const SignedIn = ({ children }: { children: ReactNode }) => (useAuth().status === 'signed-in' ? children : null);

/** A user who finished the onboarding long ago, buying from the tenant selector or settings. */
const onboardedUser: CurrentUser = { ...testUser, customData: { onboarding: { isOnboardingDone: true } } };

/**
 * The page at `path` for `user`, the cloud API answering the checkout session and subscriptions
 * from the arguments.
 */
const renderPage = (
  path: string,
  answers: { session: () => MockAnswer; subscription: (tenantId: string) => MockAnswer },
  user: CurrentUser = onboardedUser,
) => {
  // Where the console was when the custom data changed.
  const pathsAtCustomData: string[] = [];
  const current: { router?: ReturnType<typeof createMemoryRouter> } = {};
  const api = mockManagementApi({
    'GET /t/admin/api/checkout-session/cs_1': () => answers.session(),
    'GET /t/admin/api/tenants/t1/subscription': () => answers.subscription('t1'),
    'GET /t/admin/api/tenants/t9/subscription': () => answers.subscription('t9'),
    'GET /t/admin/api/tenants': { body: [] },
    'PATCH /api/me/custom-data': ({ body }: { body: unknown }) => {
      pathsAtCustomData.push(current.router?.state.location.pathname ?? '');
      return { body: { ...user.customData, ...(body as object) } };
    },
  });
  const page = (
    <SignedIn>
      <CheckoutSuccessPage />
    </SignedIn>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/checkout-success-callback', element: page },
      { path: '/:tenantId/checkout-success-callback', element: page },
      { path: '/:tenantId', element: <p>tenant</p> },
      { path: '/:tenantId/tenant-settings/subscription', element: <p>subscription</p> },
    ],
    { initialEntries: [path] },
  );
  current.router = router;
  render(
    <TestProviders queryClient={createTestQueryClient({ edition: 'cloud', user })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, api, pathsAtCustomData };
};

/** Lets `ms` of fake time pass, with the promises and renders they set off. */
const pass = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('checkout result page', () => {
  it('waits for the session and the new tenant, then switches to that tenant', async () => {
    store({ state: 'abc123', sessionId: 'cs_1' });
    let polls = 0;
    const { router, api } = renderPage('/checkout-success-callback?checkout-state=abc123', {
      session: () => {
        polls += 1;
        return { body: polls < 2 ? session('open', null) : session('complete', 't9') };
      },
      subscription: () => ({ body: subscription(polls < 3 ? 'free' : 'pro') }),
    });
    expect(await screen.findByText('Confirming your subscription')).toBeTruthy();

    await pass(1000);
    // Complete, but the subscription still on the old plan: the page keeps waiting.
    expect(router.state.location.pathname).toBe('/checkout-success-callback');
    expect(window.localStorage.getItem(storageKeys.checkoutSession)).not.toBeNull();

    await pass(1000);
    expect(router.state.location.pathname).toBe('/t9');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Your plan has been upgraded.')).toBeTruthy();
    expect(window.localStorage.getItem(storageKeys.checkoutSession)).toBeNull();
    expect(api.requestsTo('GET', '/t/admin/api/tenants/t9/subscription')).toHaveLength(2);
    // Long done with the onboarding: nothing to finish.
    expect(api.requestsTo('PATCH', '/api/me/custom-data')).toHaveLength(0);
  });

  it('finishes the onboarding of a user who bought their first tenant in it, before opening that tenant', async () => {
    store({ state: 'abc123', sessionId: 'cs_1', callbackPage: '/onboarding/create-tenant' });
    const onboarding: CurrentUser = { ...testUser, customData: { onboarding: { questionnaire: { project: 'personal' } } } };
    const { router, api, pathsAtCustomData } = renderPage(
      '/checkout-success-callback?checkout-state=abc123',
      {
        session: () => ({ body: session('complete', 't9') }),
        subscription: () => ({ body: subscription('pro') }),
      },
      onboarding,
    );

    await pass(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/t9'));
    expect(api.requestsTo('PATCH', '/api/me/custom-data').map(({ body }) => body)).toEqual([
      { defaultTenantId: 't9', onboarding: { isOnboardingDone: true } },
    ]);
    // Done before the tenant opens: the console root must not send the user back to the onboarding.
    expect(pathsAtCustomData).toEqual(['/checkout-success-callback']);
  });

  it('leaves the onboarding open when the checkout is not confirmed in time', async () => {
    store({ state: 'abc123', sessionId: 'cs_1', callbackPage: '/onboarding/create-tenant' });
    const onboarding: CurrentUser = { ...testUser, customData: { onboarding: { questionnaire: { project: 'personal' } } } };
    const { router, api } = renderPage(
      '/checkout-success-callback?checkout-state=abc123',
      {
        session: () => ({ body: session('expired', null) }),
        subscription: () => ({ body: subscription('free') }),
      },
      onboarding,
    );
    expect(await screen.findByText('Confirming your subscription')).toBeTruthy();

    await pass(9000);
    await pass(1500);
    expect(router.state.location.pathname).toBe('/');
    expect(api.requestsTo('PATCH', '/api/me/custom-data')).toHaveLength(0);
  });

  it('goes back to the page the change started from for the current tenant, as a downgrade', async () => {
    store({ state: 'abc123', sessionId: 'cs_1', callbackPage: '/t1/tenant-settings/subscription', isDowngrade: true });
    const { router } = renderPage('/t1/checkout-success-callback?checkout-state=abc123', {
      session: () => ({ body: session('complete', 't1') }),
      subscription: () => ({ body: subscription('pro') }),
    });

    await pass(0);
    expect(await screen.findByText('subscription')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/t1/tenant-settings/subscription');
    expect(screen.getByText('Your plan has been downgraded.')).toBeTruthy();
    expect(window.localStorage.getItem(storageKeys.checkoutSession)).toBeNull();
  });

  it.each([
    ['a different state', 'abc123', '/checkout-success-callback?checkout-state=zzz999'],
    ['no state in the address', 'abc123', '/checkout-success-callback'],
    ['nothing stored', undefined, '/checkout-success-callback?checkout-state=abc123'],
  ])('goes home without polling for %s', async (_case, storedState, path) => {
    if (storedState) {
      store({ state: storedState, sessionId: 'cs_1' });
    }
    const { router, api } = renderPage(path, {
      session: () => ({ body: session('complete', 't9') }),
      subscription: () => ({ body: subscription('pro') }),
    });

    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    await pass(2000);
    expect(api.requestsTo('GET', '/t/admin/api/checkout-session/cs_1')).toHaveLength(0);
  });

  it('gives up after ten seconds: error toast, stored session cleared, home', async () => {
    store({ state: 'abc123', sessionId: 'cs_1' });
    const { router, api } = renderPage('/checkout-success-callback?checkout-state=abc123', {
      session: () => ({ body: session('open', null) }),
      subscription: () => ({ body: subscription('free') }),
    });
    expect(await screen.findByText('Confirming your subscription')).toBeTruthy();

    await pass(9000);
    expect(router.state.location.pathname).toBe('/checkout-success-callback');
    await pass(1500);
    expect(router.state.location.pathname).toBe('/');
    expect(
      screen.getByText(
        'We could not confirm the subscription in time. It may still be processing: check the tenant settings again in a moment.',
      ),
    ).toBeTruthy();
    expect(window.localStorage.getItem(storageKeys.checkoutSession)).toBeNull();
    expect(api.requestsTo('GET', '/t/admin/api/checkout-session/cs_1').length).toBeGreaterThanOrEqual(10);
  });
});
