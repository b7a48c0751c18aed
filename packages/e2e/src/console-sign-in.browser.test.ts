import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { scopeToTenant } from '../../server/src/db/tenant-scope.js';
import { setSentinelPolicy } from '../../server/src/modules/sentinel/sentinel-policy.js';
import { createUser } from '../../server/src/modules/users/service.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { startCallbackServer, type CallbackServer } from './support/callback-server.js';
import { consoleAdministrator, consoleHome, uiTimeout } from './support/console-auth.js';
import {
  fillFirstAdminForm,
  submitRegisterForm,
  submitSignInForm,
} from './support/experience-forms.js';
import { createSpaApplication } from './support/management-api.js';
import { createRelyingParty } from './support/relying-party.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'console sign-in'
  : `console sign-in (skipped: ${chromium.reason})`;

/** Every URL the page's main frame showed, to prove a page was never visited. */
const recordVisits = (page: Page) => {
  const visited: string[] = [page.url()];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      visited.push(frame.url());
    }
  });
  return visited;
};

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

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

  /** An authorization request of a default-tenant SPA, opened in the sign-in app. */
  const startDefaultTenantSignIn = async (parameters: Record<string, string> = {}) => {
    const server = suite.server();
    const redirectUri = callback?.redirectUri ?? '';
    const clientId = await createSpaApplication(server, 'Policy check SPA', redirectUri);
    const relyingParty = await createRelyingParty(`${server.url}/oidc`, clientId, redirectUri);
    return (await relyingParty.startAuthorization(parameters)).url.toString();
  };

  it('creates the first administrator, signs in, keeps the session, signs out, and returns to the page asked for', async ({
    openPage,
  }) => {
    const page = await openPage('/console');
    const firstAdmin = page.getByTestId('page-first-admin');
    const signIn = page.getByTestId('page-sign-in');
    const sidebar = page.getByTestId('sidebar');

    await firstAdmin.waitFor(uiTimeout);
    expect(new URL(page.url()).pathname).toBe('/t/admin/first-admin');
    // Registered in the console's own sign-in, the administrator is signed in at once.
    await fillFirstAdminForm(page, consoleAdministrator);
    await page.waitForURL((url) => url.pathname === consoleHome, uiTimeout);
    await sidebar.waitFor(uiTimeout);

    // A reload keeps the session: the shell comes back without a trip to the sign-in app.
    const visited = recordVisits(page);
    await page.reload();
    await sidebar.waitFor(uiTimeout);
    expect(pathOf(new URL(page.url()))).toBe(consoleHome);
    expect(visited.filter((url) => url.includes('/t/admin/'))).toEqual([]);

    await page.getByTestId('user-menu').click();
    await expect
      .poll(() => page.getByTestId('user-info').textContent())
      .toContain(consoleAdministrator.username);
    await page.getByTestId('sign-out').click();

    // Signed out, the console cannot be used until the next sign-in.
    await signIn.waitFor(uiTimeout);
    const storedSessions = await page.evaluate(() =>
      Object.keys(window.localStorage).filter((key) => key.startsWith('oidc.user')),
    );
    expect(storedSessions).toEqual([]);

    const protectedPath = '/console/default/roles?page=1#x';
    await page.goto(protectedPath);
    await signIn.waitFor(uiTimeout);
    await submitSignInForm(page, consoleAdministrator);
    await page.waitForURL((url) => pathOf(url) === protectedPath, uiTimeout);
    await sidebar.waitFor(uiTimeout);
    expect(pathOf(new URL(page.url()))).toBe(protectedPath);
    expect(await page.getByTestId('sidebar-item-roles').getAttribute('aria-current')).toBe('page');
  });

  it('never offers the first-administrator set-up again once it is done', async ({ openPage }) => {
    const page = await openPage('/console');
    const visited = recordVisits(page);

    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    expect(visited.filter((url) => url.includes('/first-admin'))).toEqual([]);

    await page.goto('/t/admin/first-admin');
    await page.getByTestId('console-link').waitFor(uiTimeout);
    expect(await page.locator('input[name="password"]').count()).toBe(0);
  });

  it('lists the broken password rules on registration while the user types', async ({
    openPage,
  }) => {
    const page = await openPage(await startDefaultTenantSignIn({ first_screen: 'register' }));
    await page.getByTestId('page-register').waitFor(uiTimeout);

    await submitRegisterForm(page, { username: 'policy_reader', password: 'Tq9#v' });
    const passwordError = page.getByTestId('error-password');
    await passwordError.waitFor(uiTimeout);
    expect(await passwordError.textContent()).toContain('Use at least 8 characters.');
    expect(await page.locator('input[name="password"]').getAttribute('aria-invalid')).toBe('true');

    await page.locator('input[name="password"]').fill('Tq9#vLmw-Rk2');
    await passwordError.waitFor({ state: 'detached', ...uiTimeout });
    expect(callback?.received.length ?? 0).toBe(0);
  });

  it('locks an identifier after the configured number of failed sign-ins, saying for how long', async ({
    openPage,
  }) => {
    const { db } = suite.server().context.database;
    const password = 'Qz7#lantern-Fjord';
    await setSentinelPolicy(scopeToTenant(db, 'default'), {
      maxAttempts: 3,
      lockoutDurationMinutes: 15,
    });
    await createUser(
      scopeToTenant(db, 'default'),
      { username: 'locked_reader', password },
      { defaultRoles: true },
    );

    const page = await openPage(await startDefaultTenantSignIn());
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    const formError = page.getByTestId('form-error');
    /** Signs in and returns the message shown above the form once the server has answered. */
    const attemptSignIn = async (attemptPassword: string) => {
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/api/experience/verification/password',
        uiTimeout,
      );
      await submitSignInForm(page, { username: 'locked_reader', password: attemptPassword });
      await answered;
      await formError.waitFor(uiTimeout);
      return formError.textContent();
    };

    const wrong = [await attemptSignIn('wrong-1'), await attemptSignIn('wrong-2')];
    expect(wrong[0]).toBeTruthy();
    expect(wrong[0]).not.toContain('minutes');
    expect(wrong[1]).toBe(wrong[0]);
    const locked = await attemptSignIn('wrong-3');
    expect(locked).not.toBe(wrong[0]);
    expect(locked).toMatch(/\b15 minutes\b/);

    // The right password does not open a locked identifier either.
    expect(await attemptSignIn(password)).toBe(locked);
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(callback?.received.length ?? 0).toBe(0);
  });
});
