import { checkout, storageKeys } from '@tessera/schemas';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { signInToConsole, uiTimeout } from './support/console-auth.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'plan quotas and checkout results in the cloud console'
  : `plan quotas and checkout results in the cloud console (skipped: ${chromium.reason})`;

/** A console path of a tenant: `/console/{six letters or digits}`, not the built-in default one. */
const tenantIdOf = (url: URL) => /^\/console\/([0-9a-z]{6})(?:\/|$)/.exec(url.pathname)?.[1];

/** Creates a production tenant on the Free plan from the tenant menu and returns its id once the console is in it. */
async function createFreeProductionTenant(page: Page, name: string): Promise<string> {
  await page.getByTestId('tenant-selector').click();
  await page.getByTestId('tenant-menu').getByTestId('create-tenant').click();
  const modal = page.getByTestId('create-tenant-modal');
  await expect
    .poll(() => modal.getByTestId('tenant-create-name').inputValue(), uiTimeout)
    .toBe('My project');
  await modal.getByTestId('tenant-create-name').fill(name);
  await modal.getByTestId('tenant-create-tag-production').check();
  await modal.getByTestId('tenant-create-submit').click();
  await page.getByTestId('plan-selection-modal').getByTestId('plan-card-free-select').click();
  await page.waitForURL((url) => tenantIdOf(url) !== undefined, uiTimeout);
  await expect
    .poll(() => page.getByTestId('tenant-selector').textContent(), uiTimeout)
    .toContain(name);
  // Let the console finish its token exchanges for the new tenant before loading another page.
  await page.waitForLoadState('networkidle');
  return tenantIdOf(new URL(page.url())) ?? '';
}

/** Fills and submits the create-API-resource dialog of the tenant. */
async function submitApiResource(
  page: Page,
  tenantId: string,
  name: string,
  indicator: string,
): Promise<void> {
  await page.goto(`/console/${tenantId}/api-resources/create`);
  await page.getByTestId('resource-create-name').fill(name);
  await page.getByTestId('resource-create-indicator').fill(indicator);
  await page.getByTestId('resource-create-submit').click();
}

/** Opens the plan selection from the subscription tab and picks Pro: the browser goes to the payment page. */
async function startProCheckout(page: Page, tenantId: string): Promise<void> {
  await page.goto(`/console/${tenantId}/tenant-settings/subscription`);
  await expect
    .poll(() => page.getByTestId('current-plan-name').textContent(), uiTimeout)
    .toBe('Free');
  await page.getByTestId('change-plan').click();
  await page.getByTestId('plan-selection-modal').getByTestId('plan-card-pro-select').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/console'), uiTimeout);
  await page.getByRole('button', { name: 'Pay', exact: true }).waitFor(uiTimeout);
}

describe.skipIf(!chromium.available)(title, () => {
  // No Stripe key: the server bills through its sandbox provider, whose checkout page it renders.
  const suite = useBrowserSuite({ serverEnvironment: () => ({ EDITION: 'cloud' }) });
  const { it } = suite;

  it('refuses an API resource past the Free plan limit, naming the limit, and creates it once the tenant is on Pro', async ({
    openPage,
  }) => {
    const page = await openPage('/console/default/get-started');
    await signInToConsole(page, suite.server(), { path: '/console/default/get-started' });
    const tenantId = await createFreeProductionTenant(page, 'Acme Quota');

    // The Free plan allows one API resource besides the tenant's own Management API.
    await submitApiResource(page, tenantId, 'Orders', 'https://orders.example.com');
    await page.waitForURL(
      (url) => /\/api-resources\/[^/]+/.test(url.pathname) && !url.pathname.endsWith('/create'),
      uiTimeout,
    );

    await submitApiResource(page, tenantId, 'Invoices', 'https://invoices.example.com');
    const refusal = page.getByTestId('toast-error');
    await expect
      .poll(() => refusal.textContent(), uiTimeout)
      .toContain('Your plan does not allow this. Limits reached: API resources.');
    // The dialog stays open with what was typed, and nothing was created.
    expect(new URL(page.url()).pathname).toBe(`/console/${tenantId}/api-resources/create`);
    expect(await page.getByTestId('resource-create-name').inputValue()).toBe('Invoices');

    await startProCheckout(page, tenantId);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === `/console/${tenantId}/tenant-settings/subscription`,
      uiTimeout,
    );
    await expect
      .poll(() => page.getByTestId('current-plan-name').textContent(), uiTimeout)
      .toBe('Pro');

    await submitApiResource(page, tenantId, 'Invoices', 'https://invoices.example.com');
    await page.waitForURL(
      (url) => /\/api-resources\/[^/]+/.test(url.pathname) && !url.pathname.endsWith('/create'),
      uiTimeout,
    );
    await page.goto(`/console/${tenantId}/api-resources`);
    await expect
      .poll(() => page.getByText('https://invoices.example.com').count(), uiTimeout)
      .toBe(1);
    expect(await page.getByText('https://orders.example.com').count()).toBe(1);
  });

  it('gives up on a checkout that never completes after ten seconds, says so and goes to the console index', async ({
    openPage,
  }) => {
    const page = await openPage('/console/default/get-started');
    await signInToConsole(page, suite.server(), { path: '/console/default/get-started' });
    const tenantId = await createFreeProductionTenant(page, 'Acme Unpaid');

    await startProCheckout(page, tenantId);
    // Not paying: the checkout stays open. The payment page shares the console's origin, so its
    // storage holds the state that proves the return is this browser's.
    const stored = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      storageKeys.checkoutSession,
    );
    const { state } = JSON.parse(stored ?? '{}') as { state?: string };
    expect(state).toMatch(new RegExp(`^[0-9a-z]{${checkout.stateLength}}$`));

    await page.goto(
      `/console/${tenantId}/checkout-success-callback?${new URLSearchParams({ 'checkout-state': state ?? '' }).toString()}`,
    );
    await page.getByTestId('checkout-success').waitFor(uiTimeout);
    // The page polls for ten seconds before it gives up.
    await expect
      .poll(() => page.getByTestId('toast-error').textContent(), {
        timeout: checkout.timeoutMs + uiTimeout.timeout,
      })
      .toContain('We could not confirm the subscription in time.');
    // The console index: this user never went through the onboarding, so `/` opens it (spec 000 §2.2).
    await page.waitForURL((url) => url.pathname === '/console/onboarding/welcome', uiTimeout);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), storageKeys.checkoutSession),
    ).toBeNull();
    await page.goto(`/console/${tenantId}/tenant-settings/subscription`);
    await expect
      .poll(() => page.getByTestId('current-plan-name').textContent(), uiTimeout)
      .toBe('Free');
  });
});
