import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@tessera/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { browserNavigation } from '../../../auth/browser-navigation';
import { testTenant } from '../../../test/test-tenant';
import { enterpriseTenant, freeTenant, renderTab, usage } from './subscription-tab-kit';

const proTenant = testTenant({
  ...freeTenant,
  planId: 'pro',
  planName: 'Pro',
  subscription: { ...freeTenant.subscription, planId: 'pro' },
});

const someUsage = usage({ mauLimit: 50_000, tokenLimit: 500_000 }, { mauLimit: 1, tokenLimit: 1 });

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

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
