import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys, type Sku, type SubscriptionUsageResponse, type TenantResponse } from '@tessera/schemas';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuth } from '../../../auth/auth-context';
import { browserNavigation } from '../../../auth/browser-navigation';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { fakeJwt } from '../../../test/fake-jwt';
import { mockManagementApi } from '../../../test/management-api-mock';
import { createTestQueryClient, TestProviders } from '../../../test/render-console';
import { cloudMemberRoutes, testTenant } from '../../../test/test-tenant';
import SubscriptionTab from './subscription-tab';

const freeTenant = testTenant({
  id: 'abc123',
  tag: 'production',
  planId: 'free',
  planName: 'Free',
  subscription: {
    status: 'active',
    planId: 'free',
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    isEnterprisePlan: false,
    isAddOnAvailable: false,
  },
});

const enterpriseTenant = testTenant({
  ...freeTenant,
  planId: 'enterprise',
  planName: 'Enterprise',
  subscription: { ...freeTenant.subscription, planId: 'enterprise', isEnterprisePlan: true },
});

const skus: Sku[] = [
  { id: 'free', name: 'Free', type: 'Basic', unitPrice: 0, quota: {} },
  { id: 'pro', name: 'Pro', type: 'Basic', unitPrice: 1600, quota: {} },
];

const usage = (
  quota: Partial<SubscriptionUsageResponse['quota']>,
  used: SubscriptionUsageResponse['usage'],
): SubscriptionUsageResponse => ({
  quota: { mauLimit: null, tokenLimit: null, ...quota },
  usage: used,
  resources: {},
  roles: {},
});

/** As the console's protected routes do: the page renders once the session is known. */
const SignedIn = ({ children }: { children: ReactNode }) =>
  useAuth().status === 'signed-in' ? children : null;

/** The tab of tenant `abc123` for a member with `role`, the cloud API answering from the arguments. */
const renderTab = (
  tenant: TenantResponse,
  answer: SubscriptionUsageResponse,
  role = 'admin',
  routes: Parameters<typeof mockManagementApi>[0] = {},
) => {
  const api = mockManagementApi({
    ...cloudMemberRoutes({ ...tenant, role: role === 'admin' ? 'admin' : 'collaborator' }),
    'GET /t/admin/api/tenants/abc123/subscription-usage': { body: answer },
    'GET /t/admin/api/skus': { body: skus },
    'GET /t/admin/api/subscription-plans': { body: [] },
    ...routes,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/:tenantId/tenant-settings/subscription',
        element: (
          <SignedIn>
            <SubscriptionTab />
          </SignedIn>
        ),
      },
    ],
    {
      initialEntries: ['/abc123/tenant-settings/subscription'],
    },
  );
  const accessToken = fakeJwt({
    aud: 'https://abc123.tessera.app/api',
    organization_roles: [`abc123:${role}`],
  });
  render(
    <TestProviders
      queryClient={createTestQueryClient({ edition: 'cloud' })}
      authClient={createFakeAuthClient({ accessToken })}
    >
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return api;
};

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('SubscriptionTab', () => {
  it('shows the current plan, its price from cents and the end of the period', async () => {
    renderTab(
      freeTenant,
      usage({ mauLimit: 50_000, tokenLimit: 500_000 }, { mauLimit: 10, tokenLimit: 0 }),
    );
    expect((await screen.findByTestId('current-plan-name')).textContent).toBe('Free');
    expect((await screen.findByTestId('current-plan-price')).textContent).toBe('$0.00 per month');
    expect(screen.getByTestId('current-plan-renewal').textContent).toBe(
      'The current period ends on Dec 1, 2026.',
    );
  });

  it('shows free tenants only the MAU and token cards, with rounded percentages and the exceeded flag', async () => {
    renderTab(
      freeTenant,
      usage(
        { mauLimit: 50_000, tokenLimit: 500_000, applicationsLimit: 3 },
        { mauLimit: 16_667, tokenLimit: 500_000, applicationsLimit: 1 },
      ),
    );
    const mau = await screen.findByTestId('usage-card-mauLimit');
    expect(within(mau).getByTestId('usage-card-mauLimit-figure').textContent).toBe(
      '16,667 of 50,000',
    );
    expect(within(mau).getByTestId('usage-card-mauLimit-percent').textContent).toBe('33% used');
    expect(within(mau).queryByText('Quota exceeded')).toBeNull();
    const tokens = screen.getByTestId('usage-card-tokenLimit');
    expect(within(tokens).getByText('Quota exceeded')).toBeTruthy();
    expect(within(tokens).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByTestId('usage-card-applicationsLimit')).toBeNull();
    expect(screen.getByTestId('usage-tip')).toBeTruthy();
  });

  it('shows enterprise tenants every card: no quota for a 0 organization limit, feature states, no usage tip', async () => {
    renderTab(
      enterpriseTenant,
      usage(
        {
          mauLimit: 0,
          tokenLimit: null,
          organizationsLimit: 0,
          applicationsLimit: 10,
          mfaEnabled: true,
          customJwtEnabled: true,
        },
        {
          mauLimit: 1200,
          tokenLimit: 40,
          organizationsLimit: 7,
          applicationsLimit: 4,
          mfaEnabled: true,
          customJwtEnabled: false,
        },
      ),
    );
    const organizations = await screen.findByTestId('usage-card-organizationsLimit');
    expect(
      within(organizations).getByTestId('usage-card-organizationsLimit-figure').textContent,
    ).toBe('7 (no quota)');
    expect(within(organizations).queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('usage-card-mauLimit-figure').textContent).toBe('1,200 (no quota)');
    expect(screen.getByTestId('usage-card-applicationsLimit-percent').textContent).toBe('40% used');
    expect(screen.getByTestId('usage-card-mfaEnabled-state').textContent).toBe('Active');
    expect(screen.getByTestId('usage-card-customJwtEnabled-state').textContent).toBe('Inactive');
    expect(screen.queryByTestId('usage-tip')).toBeNull();
  });

  it('is not found for collaborators', async () => {
    renderTab(freeTenant, usage({}, {}), 'collaborator');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('is not found for a development tenant, even for its admin', async () => {
    renderTab(testTenant({ id: 'abc123' }), usage({}, {}));
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});

const proTenant = testTenant({
  ...freeTenant,
  planId: 'pro',
  planName: 'Pro',
  subscription: { ...freeTenant.subscription, planId: 'pro' },
});

const someUsage = usage({ mauLimit: 50_000, tokenLimit: 500_000 }, { mauLimit: 1, tokenLimit: 1 });

describe('plan actions of the subscription tab', () => {
  it('upgrades through checkout, returning to this tab', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const api = renderTab(freeTenant, someUsage, 'admin', {
      'POST /t/admin/api/checkout-session': { body: { redirectUri: 'https://pay.example/cs_2', sessionId: 'cs_2' } },
    });
    expect(screen.queryByTestId('manage-payment')).toBeNull();
    await user.click(await screen.findByTestId('change-plan'));

    const free = await screen.findByTestId('plan-card-free-select');
    expect(free.textContent).toBe('Current plan');
    expect((free as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTestId('plan-card-pro-select'));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_2'));
    const stored = JSON.parse(window.localStorage.getItem(storageKeys.checkoutSession) ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ sessionId: 'cs_2', callbackPage: '/abc123/tenant-settings/subscription', isDowngrade: false });
    expect(api.requestsTo('POST', '/t/admin/api/checkout-session')[0]?.body).toEqual({
      skuId: 'pro',
      tenantId: 'abc123',
      successCallbackUrl: `${window.location.origin}/console/abc123/checkout-success-callback?checkout-state=${String(stored.state)}`,
      cancelCallbackUrl: `${window.location.origin}/console/abc123/tenant-settings/subscription`,
    });
  });

  it('cancels the paid subscription only after a confirmation, then reads the tenant again', async () => {
    const user = userEvent.setup();
    const api = renderTab(proTenant, someUsage, 'admin', {
      'DELETE /t/admin/api/tenants/abc123/subscription': { body: freeTenant.subscription },
    });
    await user.click(await screen.findByTestId('change-plan'));
    await user.click(await screen.findByTestId('plan-card-free-select'));

    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText('Downgrade to the free plan?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api.requestsTo('DELETE', '/t/admin/api/tenants/abc123/subscription')).toHaveLength(0);

    await user.click(screen.getByTestId('change-plan'));
    await user.click(await screen.findByTestId('plan-card-free-select'));
    const tenantReads = api.requestsTo('GET', '/t/admin/api/tenants').length;
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Downgrade' }));

    expect(await screen.findByText('The tenant is now on the free plan.')).toBeTruthy();
    expect(api.requestsTo('DELETE', '/t/admin/api/tenants/abc123/subscription')).toHaveLength(1);
    await waitFor(() => expect(api.requestsTo('GET', '/t/admin/api/tenants').length).toBeGreaterThan(tenantReads));
    expect(api.requestsTo('GET', '/t/admin/api/tenants/abc123/subscription-usage').length).toBeGreaterThan(1);
  });

  it('opens the payment portal in a new tab, coming back to this page', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    const api = renderTab(proTenant, someUsage, 'admin', {
      'POST /t/admin/api/tenants/abc123/stripe-customer-portal': { body: { redirectUri: 'https://portal.example/p1' } },
    });
    await user.click(await screen.findByTestId('manage-payment'));

    await waitFor(() => expect(open).toHaveBeenCalledWith('https://portal.example/p1', '_blank', 'noopener,noreferrer'));
    expect(api.requestsTo('POST', '/t/admin/api/tenants/abc123/stripe-customer-portal')[0]?.body).toEqual({
      callbackUrl: window.location.href,
    });
  });

  it('offers no plan change on an enterprise contract', async () => {
    renderTab(enterpriseTenant, someUsage);
    expect(await screen.findByTestId('manage-payment')).toBeTruthy();
    expect(screen.queryByTestId('change-plan')).toBeNull();
  });
});
