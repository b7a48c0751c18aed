import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { scopeToTenant } from '../../server/src/db/tenant-scope.js';
import { createUser } from '../../server/src/modules/users/service.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { startCallbackServer, type CallbackServer } from './support/callback-server.js';
import { consoleAdministrator, consoleHome, uiTimeout } from './support/console-auth.js';
import { fillFirstAdminForm, submitSignInForm } from './support/experience-forms.js';
import { createSpaApplication } from './support/management-api.js';
import { createRelyingParty } from './support/relying-party.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'Content-Security-Policy in the browser'
  : `Content-Security-Policy in the browser (skipped: ${chromium.reason})`;

/**
 * Records every CSP violation and script error of the page from now on: the browser's own
 * console report and the `securitypolicyviolation` event of each document it loads.
 */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation ${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/securitypolicyviolation|Content Security Policy/i.test(text)) {
      violations.push(`${page.url()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => violations.push(`${page.url()}: ${error.message}`));
  return violations;
}

describe.skipIf(!chromium.available)(title, () => {
  let callback: CallbackServer | undefined;
  const suite = useBrowserSuite({ allowedOrigins: () => (callback ? [callback.origin] : []) });
  const { it } = suite;

  beforeAll(async () => {
    callback = await startCallbackServer();
  });
  afterAll(async () => {
    await callback?.close();
  });

  it('loads the console, signs in and out, and completes a form_post sign-in without a single violation', async ({
    openPage,
  }) => {
    // A page without a policy first, so the watch is in place before the console loads.
    const page = await openPage('/console/favicon.svg');
    const violations = await watchViolations(page);

    await page.goto('/console');
    await page.getByTestId('page-first-admin').waitFor(uiTimeout);
    await fillFirstAdminForm(page, consoleAdministrator);
    await page.waitForURL((url) => url.pathname === consoleHome, uiTimeout);
    await page.getByTestId('sidebar').waitFor(uiTimeout);

    // Sign-out goes through the provider's logout page, whose one inline script runs by hash.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);

    // form_post: the provider's page posts the code to the application's own origin.
    const server = suite.server();
    const redirectUri = callback?.redirectUri ?? '';
    await createUser(
      scopeToTenant(server.context.database.db, 'default'),
      { username: 'form_poster', password: consoleAdministrator.password },
      { defaultRoles: true },
    );
    const clientId = await createSpaApplication(server, 'Form post SPA', redirectUri);
    const relyingParty = await createRelyingParty(`${server.url}/oidc`, clientId, redirectUri);
    const pending = await relyingParty.startAuthorization({ response_mode: 'form_post' });
    await page.goto(pending.url.toString());
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    await submitSignInForm(page, {
      username: 'form_poster',
      password: consoleAdministrator.password,
    });
    await page.waitForURL((url) => url.toString().startsWith(redirectUri), uiTimeout);
    expect(callback?.received.at(-1)?.pathname).toBe('/callback');

    expect(violations).toEqual([]);
  });
});
