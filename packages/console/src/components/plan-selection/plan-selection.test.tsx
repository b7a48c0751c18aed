import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeTenantCap, storageKeys, type Sku, type TenantResponse } from '@tessera/schemas';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuth } from '../../auth/auth-context';
import { browserNavigation } from '../../auth/browser-navigation';
import { mockManagementApi } from '../../test/management-api-mock';
import { createTestQueryClient, TestProviders } from '../../test/render-console';
import { testTenant } from '../../test/test-tenant';
import { CreateTenantModal } from '../create-tenant/create-tenant-modal';

const skus: Sku[] = [
  { id: 'free', name: 'Free', type: 'Basic', unitPrice: 0, quota: {} },
  { id: 'pro', name: 'Pro', type: 'Basic', unitPrice: 1600, quota: {} },
  { id: 'boost', name: 'Boost', type: 'AddOn', unitPrice: 500, quota: {} },
];

const SignedIn = ({ children }: { children: ReactNode }) => (useAuth().status === 'signed-in' ? children : null);

const Opened = () => {
  const [open, setOpen] = useState(true);
  return <CreateTenantModal open={open} onOpenChange={setOpen} />;
};

/** The create-tenant modal of a user holding `tenants`; the cloud API creates `created`. */
const renderModal = (tenants: TenantResponse[] = []) => {
  const created = testTenant({ id: 'new1', name: 'Shop', tag: 'production', planId: 'free', planName: 'Free' });
  const api = mockManagementApi({
    'GET /t/admin/api/tenants': { body: tenants },
    'POST /t/admin/api/tenants': { body: created },
    'GET /t/admin/api/skus': { body: skus },
    'GET /t/admin/api/subscription-plans': { body: [] },
    'POST /t/admin/api/checkout-session': { body: { redirectUri: 'https://pay.example/cs_1', sessionId: 'cs_1' } },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <SignedIn><Opened /></SignedIn> },
      { path: '/:tenantId', element: <p>tenant</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <TestProviders queryClient={createTestQueryClient({ edition: 'cloud' })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { api, router };
};

/** Fills the form as a production tenant named Shop and submits it. */
const submitProduction = async (user: ReturnType<typeof userEvent.setup>) => {
  const name = await screen.findByTestId('tenant-create-name');
  await user.clear(name);
  await user.type(name, 'Shop');
  await user.click(screen.getByTestId('tenant-create-tag-production'));
  await user.click(screen.getByTestId('tenant-create-submit'));
  return screen.findByTestId('plan-selection-modal');
};

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('plan selection of a new production tenant', () => {
  it('shows the Free and Pro cards: Pro most popular, prices from cents, Pro-only features', async () => {
    const user = userEvent.setup();
    const { api } = renderModal();
    await submitProduction(user);

    const free = await screen.findByTestId('plan-card-free');
    const pro = screen.getByTestId('plan-card-pro');
    expect(screen.queryByTestId('plan-card-boost')).toBeNull();
    expect(within(free).getByTestId('plan-card-free-price').textContent).toBe('$0.00 per month');
    expect(within(pro).getByTestId('plan-card-pro-price').textContent).toBe('$16.00 per month');
    expect(within(pro).getByText('Most popular')).toBeTruthy();
    expect(within(free).queryByText('Most popular')).toBeNull();
    for (const feature of ['thirdPartyApps', 'mfa', 'sso', 'organizations']) {
      expect(within(free).getByTestId(`plan-card-free-${feature}`).textContent).toContain('Not included');
      expect(within(pro).getByTestId(`plan-card-pro-${feature}`).textContent).toContain('Included');
    }
    // Choosing a plan comes first: nothing is created yet.
    expect(api.requestsTo('POST', '/t/admin/api/tenants')).toHaveLength(0);
  });

  it('creates the production tenant at once on Free and switches to it', async () => {
    const user = userEvent.setup();
    const { api, router } = renderModal();
    await submitProduction(user);
    await user.click(await screen.findByTestId('plan-card-free-select'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/new1'));
    expect(api.requestsTo('POST', '/t/admin/api/tenants')[0]?.body).toEqual({ name: 'Shop', regionName: 'EU', tag: 'production' });
    expect(await screen.findByText('Tenant Shop created.')).toBeTruthy();
  });

  it('starts a checkout on Pro, keeps its state and id, and leaves for the payment page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { api } = renderModal();
    await submitProduction(user);
    await user.click(await screen.findByTestId('plan-card-pro-select'));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    const stored = JSON.parse(window.localStorage.getItem(storageKeys.checkoutSession) ?? '{}') as { state: string; sessionId: string };
    expect(stored.sessionId).toBe('cs_1');
    expect(stored.state).toMatch(/^[0-9a-z]{6}$/);
    expect(api.requestsTo('POST', '/t/admin/api/checkout-session')[0]?.body).toEqual({
      skuId: 'pro',
      successCallbackUrl: `${window.location.origin}/console/checkout-success-callback?checkout-state=${stored.state}`,
      cancelCallbackUrl: `${window.location.origin}/console/`,
      tenantName: 'Shop',
      tenantTag: 'production',
      tenantRegionName: 'EU',
    });
    expect(api.requestsTo('POST', '/t/admin/api/tenants')).toHaveLength(0);
  });

  it('closes the Free card once the user holds the cap of free tenants', async () => {
    const user = userEvent.setup();
    renderModal(Array.from({ length: freeTenantCap }, (_, index) => testTenant({ id: `f${index}`, planId: 'free', tag: 'production' })));
    await submitProduction(user);

    const select = await screen.findByTestId('plan-card-free-select');
    expect((select as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You already have as many free tenants as allowed.')).toBeTruthy();
    expect((screen.getByTestId('plan-card-pro-select') as HTMLButtonElement).disabled).toBe(false);
  });

  it('goes back to the form, its values kept, when the plans are closed with Escape', async () => {
    const user = userEvent.setup();
    const { api } = renderModal();
    await submitProduction(user);
    await screen.findByTestId('plan-card-pro-select');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('plan-selection-modal')).toBeNull());
    expect((screen.getByTestId('tenant-create-name') as HTMLInputElement).value).toBe('Shop');
    expect(api.requestsTo('POST', '/t/admin/api/tenants')).toHaveLength(0);
  });

  it('creates a development tenant without a plan', async () => {
    const user = userEvent.setup();
    const { api, router } = renderModal();
    await user.click(await screen.findByTestId('tenant-create-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/new1'));
    expect(screen.queryByTestId('plan-selection-modal')).toBeNull();
    expect(api.requestsTo('POST', '/t/admin/api/tenants')[0]?.body).toMatchObject({ tag: 'development' });
  });
});
