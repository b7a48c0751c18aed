import { adminTenantId } from '@tessera/schemas';
import { describe, expect } from 'vitest';
import { scopeToTenant } from '../../server/src/db/tenant-scope.js';
import { updateSubscription } from '../../server/src/modules/subscriptions/queries.js';
import { createTenant } from '../../server/src/modules/tenants/service.js';
import { findUserByUsername } from '../../server/src/modules/users/queries.js';
import { findTenantById } from '../../server/src/tenancy/tenant-queries.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { consoleAdministrator, consoleHome, signInToConsole, uiTimeout } from './support/console-auth.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'account deletion in the cloud console'
  : `account deletion in the cloud console (skipped: ${chromium.reason})`;

describe.skipIf(!chromium.available)(title, () => {
  const suite = useBrowserSuite({ serverEnvironment: () => ({ EDITION: 'cloud' }) });
  const { it } = suite;

  it('shows the issues dialog while a tenant is on a paid plan; once settled, deletes the tenant and the account and signs out', async ({
    openPage,
  }) => {
    const { context } = suite.server();
    const { db } = context.database;
    const adminScope = scopeToTenant(db, adminTenantId);
    const page = await openPage(consoleHome);
    await signInToConsole(page, suite.server());
    const user = await findUserByUsername(adminScope, consoleAdministrator.username);
    expect(user).toBeDefined();
    const tenant = await createTenant({ db, databases: context.databases, adminScope, bus: context.bus }, user?.id ?? '', {
      name: 'Acme Paid',
      tag: 'production',
      regionName: 'EU',
    });
    await updateSubscription(scopeToTenant(db, tenant.id), { plan_id: 'pro' });
    // A reload that cuts a token exchange short loses the rotated refresh token: let them finish.
    await page.waitForLoadState('networkidle');
    await page.goto('/console/profile');

    const section = page.getByTestId('delete-account');
    await section.getByRole('button', { name: 'Delete account' }).click();
    const issues = page.getByTestId('account-deletion-issues');
    await issues.waitFor(uiTimeout);
    const link = issues.getByTestId('blocker-paid_plan').getByRole('link', { name: 'Acme Paid' });
    expect(await link.getAttribute('href')).toBe(`/console/${tenant.id}/tenant-settings/subscription`);
    await issues.getByRole('button', { name: 'Got it' }).click();
    await issues.waitFor({ state: 'detached', ...uiTimeout });
    expect(await findTenantById(db, tenant.id)).toMatchObject({ id: tenant.id });

    // Back on the free plan, nothing blocks any more.
    await updateSubscription(scopeToTenant(db, tenant.id), { plan_id: 'free' });
    await section.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect.poll(() => dialog.getByTestId('tenants-to-delete').textContent(), uiTimeout).toContain('Acme Paid');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => dialog.textContent(), uiTimeout).toContain('This is permanent');
    await dialog.getByRole('button', { name: 'Delete account' }).click();

    // Signed out: the sign-in app again (its first-administrator page when no console user is left).
    await page.getByTestId('page-sign-in').or(page.getByTestId('page-first-admin')).waitFor(uiTimeout);
    expect(await findUserByUsername(adminScope, consoleAdministrator.username)).toBeUndefined();
    expect(await findTenantById(db, tenant.id)).toBeUndefined();
  });
});
