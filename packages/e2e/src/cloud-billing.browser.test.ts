import { describe, expect } from 'vitest';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { submitProductionTenant } from './support/cloud-tenant.js';
import { signInToConsole, uiTimeout } from './support/console-auth.js';

const chromium = checkChromium();
const title = chromium.available ? 'billing in the cloud console' : `billing in the cloud console (skipped: ${chromium.reason})`;

/** A console path of a tenant: `/console/{six letters or digits}`, not the built-in default one. */
const tenantIdOf = (url: URL) => /^\/console\/([0-9a-z]{6})(?:\/|$)/.exec(url.pathname)?.[1];

describe.skipIf(!chromium.available)(title, () => {
  // No Stripe key: the server bills through its sandbox provider, whose checkout page it renders.
  const suite = useBrowserSuite({ serverEnvironment: () => ({ EDITION: 'cloud' }) });
  const { it } = suite;

  it('creates a production tenant on Pro through checkout, shows its plan and invoice, downgrades it to Free and upgrades it again', async ({
    openPage,
  }) => {
    const page = await openPage('/console/default/get-started');
    await signInToConsole(page, suite.server(), { path: '/console/default/get-started' });

    await submitProductionTenant(page, 'Acme Billing');

    const plans = page.getByTestId('plan-selection-modal');
    await expect.poll(() => plans.getByTestId('plan-card-pro-price').textContent(), uiTimeout).toBe('$16.00 per month');
    await plans.getByTestId('plan-card-pro-select').click();

    // The payment page, then back to the checkout result, which switches to the new tenant.
    await page.waitForURL((url) => !url.pathname.startsWith('/console'), uiTimeout);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => tenantIdOf(url) !== undefined, uiTimeout);
    const tenantId = tenantIdOf(new URL(page.url())) ?? '';
    await expect.poll(() => page.getByText('Your plan has been upgraded.').count(), uiTimeout).toBe(1);
    await expect.poll(() => page.getByTestId('tenant-selector').textContent(), uiTimeout).toContain('Acme Billing');

    // Let the console finish its token exchanges for the new tenant before loading another page.
    await page.waitForLoadState('networkidle');
    await page.goto(`/console/${tenantId}/tenant-settings/subscription`);
    await expect.poll(() => page.getByTestId('current-plan-name').textContent(), uiTimeout).toBe('Pro');
    expect(await page.getByTestId('current-plan-price').textContent()).toBe('$16.00 per month');
    // The payment provider's portal opens in a new tab.
    const portal = page.waitForEvent('popup');
    await page.getByTestId('manage-payment').click();
    const portalPage = await portal;
    await portalPage.waitForLoadState();
    expect(await portalPage.textContent('body')).toContain(tenantId);
    await portalPage.close();

    await page.getByTestId('tab-billing-history').click();
    const invoices = page.getByTestId('invoice-table');
    await expect.poll(() => invoices.getByRole('row').nth(1).textContent(), uiTimeout).toMatch(/Pro.*\$16\.00.*Paid/);

    // Downgrading to Free cancels the paid subscription once confirmed.
    await page.getByTestId('tab-subscription').click();
    await page.getByTestId('change-plan').click();
    await page.getByTestId('plan-selection-modal').getByTestId('plan-card-free-select').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Downgrade' }).click();
    await expect.poll(() => page.getByText('The tenant is now on the free plan.').count(), uiTimeout).toBe(1);
    await expect.poll(() => page.getByTestId('current-plan-name').textContent(), uiTimeout).toBe('Free');
    expect(await page.getByTestId('manage-payment').count()).toBe(0);

    // Upgrading from the tab goes through checkout too, and comes back to the tab.
    await page.getByTestId('change-plan').click();
    await page.getByTestId('plan-selection-modal').getByTestId('plan-card-pro-select').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/console'), uiTimeout);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/console/${tenantId}/tenant-settings/subscription`, uiTimeout);
    await expect.poll(() => page.getByTestId('current-plan-name').textContent(), uiTimeout).toBe('Pro');
  });
});
