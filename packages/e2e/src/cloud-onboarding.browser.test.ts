import { describe, expect } from 'vitest';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { consoleAdministrator, uiTimeout } from './support/console-auth.js';
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
});
