import { describe, expect } from 'vitest';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { createFreeProductionTenant } from './support/cloud-tenant.js';
import { signInToConsole, uiTimeout } from './support/console-auth.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'tenants in the cloud console'
  : `tenants in the cloud console (skipped: ${chromium.reason})`;

describe.skipIf(!chromium.available)(title, () => {
  const suite = useBrowserSuite({ serverEnvironment: () => ({ EDITION: 'cloud' }) });
  const { it } = suite;

  it('creates a production tenant from the selector, shows its settings with the region read-only, and deletes it once its name is typed', async ({
    openPage,
  }) => {
    const page = await openPage('/console/default/get-started');
    await signInToConsole(page, suite.server(), { path: '/console/default/get-started' });

    // The console switches to the new tenant; its id is in the path.
    const tenantId = await createFreeProductionTenant(page, 'Acme Staging');
    await expect.poll(() => page.getByTestId('tenant-selector').textContent(), uiTimeout).toContain('Acme Staging');

    // The tenant answers on its own endpoint.
    const discovery = await fetch(`${suite.server().url}/t/${tenantId}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);

    // Let the console finish its token exchanges for the new tenant first: a reload that cuts one
    // short loses the rotated refresh token, and the next use of the spent one ends the session.
    await page.waitForLoadState('networkidle');
    await page.goto(`/console/${tenantId}/tenant-settings/settings`);
    await page.getByTestId('tenant-settings-form').waitFor(uiTimeout);
    expect(await page.getByTestId('tenant-id').textContent()).toContain(tenantId);
    expect(await page.getByTestId('tenant-region').inputValue()).toMatch(/EU|Europe/);
    expect(await page.getByTestId('tenant-region').getAttribute('readonly')).not.toBeNull();
    await page.getByTestId('delete-tenant').click();
    const dialog = page.getByTestId('delete-tenant-dialog');
    await expect.poll(() => dialog.getByTestId('delete-tenant-confirm').isDisabled(), uiTimeout).toBe(true);
    await dialog.getByTestId('delete-tenant-name').fill('Acme Staging');
    await dialog.getByTestId('delete-tenant-confirm').click();
    await page.waitForURL((url) => !url.pathname.startsWith(`/console/${tenantId}`), uiTimeout);
    await expect
      .poll(async () => (await fetch(`${suite.server().url}/t/${tenantId}/oidc/.well-known/openid-configuration`)).status, uiTimeout)
      .toBe(404);
  });
});
