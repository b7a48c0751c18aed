import { adminTenantId } from '@tessera/schemas';
import { describe, expect } from 'vitest';
import { findUserByUsername } from '../../server/src/modules/users/queries.js';
import { mergeUserCustomData } from '../../server/src/modules/users/user-updates.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { consoleAdministrator, signInToConsole, uiTimeout } from './support/console-auth.js';
import { fillFirstAdminForm } from './support/experience-forms.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'onboarding in the cloud console'
  : `onboarding in the cloud console (skipped: ${chromium.reason})`;

describe.skipIf(!chromium.available)(title, () => {
  const suite = useBrowserSuite({ serverEnvironment: () => ({ EDITION: 'cloud' }) });
  const { it } = suite;

  it('takes a user who just signed up through the three steps to their new tenant, and not again afterwards', async ({
    openPage,
  }) => {
    // The server has no console user yet: the console sends the visitor to sign up first.
    const page = await openPage('/console/');
    await page.getByTestId('page-first-admin').waitFor(uiTimeout);
    await fillFirstAdminForm(page, consoleAdministrator);
    await page.waitForURL((url) => url.pathname === '/console/onboarding/welcome', uiTimeout);
    expect(await page.getByTestId('onboarding').getAttribute('data-theme')).toBe('light');

    // Step 1: the questionnaire.
    await page.getByTestId('onboarding-project-company').click();
    await page.getByTestId('onboarding-company-name').fill('Acme');
    await page.getByTestId('onboarding-stage-new-product').click();
    await page.getByTestId('onboarding-feature-compliance').check();
    await page.getByTestId('onboarding-next').click();

    // Step 2: the tenant.
    await page.waitForURL((url) => url.pathname === '/console/onboarding/create-tenant', uiTimeout);
    await expect.poll(() => page.getByTestId('onboarding-tenant-name').inputValue(), uiTimeout).toBe('My project');
    await page.getByTestId('onboarding-tenant-name').fill('Acme Cloud');
    await page.getByTestId('onboarding-tenant-region-US').click();
    await page.getByTestId('onboarding-create').click();
    await page.waitForURL((url) => /^\/console\/onboarding\/[\da-z]{6}\/sign-in-experience$/.test(url.pathname), uiTimeout);
    const tenantId = new URL(page.url()).pathname.split('/')[3] ?? '';

    // Step 3: the sign-in experience, previewed on the new tenant's endpoint.
    await page.getByTestId('onboarding-sign-in-experience').waitFor(uiTimeout);
    const frame = page.getByTestId('preview-frame');
    await frame.waitFor(uiTimeout);
    expect(await frame.getAttribute('src')).toContain(`/t/${tenantId}/sign-in?preview=true`);
    const inspire = page.getByTestId('onboarding-inspire-me');
    await inspire.click();
    const first = await inspire.getAttribute('data-template');
    await inspire.click();
    const second = await inspire.getAttribute('data-template');
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    await page.getByTestId('onboarding-finish').click();

    await page.waitForURL((url) => url.pathname.startsWith(`/console/${tenantId}/`), uiTimeout);
    await page.getByTestId('sidebar').waitFor(uiTimeout);

    // Onboarding is done: the console root now opens the tenant instead.
    await page.goto('/console/');
    await page.waitForURL((url) => url.pathname.startsWith(`/console/${tenantId}/`), uiTimeout);
  });

  it('creates a production tenant on Pro through checkout from the onboarding, which then counts as done', async ({
    openPage,
  }) => {
    const page = await openPage('/console/default/get-started');
    await signInToConsole(page, suite.server(), { path: '/console/default/get-started' });
    // Back in the onboarding, the questionnaire answered.
    const scope = suite.server().context.tenantScope(adminTenantId);
    const user = await findUserByUsername(scope, consoleAdministrator.username);
    await mergeUserCustomData(scope, user?.id ?? '', { onboarding: { questionnaire: { project: 'personal' } } });

    // Let the console finish its token exchanges before loading another page.
    await page.waitForLoadState('networkidle');
    await page.goto('/console/onboarding/create-tenant');
    await expect.poll(() => page.getByTestId('onboarding-tenant-name').inputValue(), uiTimeout).toBe('My project');
    await page.getByTestId('onboarding-tenant-name').fill('Acme Paid');
    await page.getByTestId('onboarding-tenant-tag-production').check();
    await page.getByTestId('onboarding-create').click();
    await page.getByTestId('plan-selection-modal').getByTestId('plan-card-pro-select').click();

    // The payment page, then the checkout result, which opens the tenant the payment created.
    await page.waitForURL((url) => !url.pathname.startsWith('/console'), uiTimeout);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => /^\/console\/[\da-z]{6}(?:\/|$)/.test(url.pathname), uiTimeout);
    const tenantId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await expect.poll(() => page.getByText('Your plan has been upgraded.').count(), uiTimeout).toBe(1);
    await expect.poll(() => page.getByTestId('tenant-selector').textContent(), uiTimeout).toContain('Acme Paid');

    // Onboarding is done: the console root opens a tenant, not the onboarding.
    await page.waitForLoadState('networkidle');
    await page.goto('/console/');
    await page.waitForURL((url) => /^\/console\/[\da-z]{6,}\//.test(url.pathname), uiTimeout);
    expect(new URL(page.url()).pathname.startsWith('/console/onboarding')).toBe(false);
    expect(tenantId).toMatch(/^[\da-z]{6}$/);
  });
});
