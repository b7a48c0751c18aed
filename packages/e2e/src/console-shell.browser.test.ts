import { storageKeys } from '@tessera/schemas';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { createConsoleSession, type StorageState } from './support/console-auth.js';

/** The oss sidebar in display order, with the path each item opens (some redirect to a tab below it). */
const sidebarItems = [
  ['get_started', 'get-started'],
  ['dashboard', 'dashboard'],
  ['applications', 'applications'],
  ['sign_in_experience', 'sign-in-experience'],
  ['mfa', 'mfa'],
  ['connectors', 'connectors'],
  ['enterprise_sso', 'enterprise-sso'],
  ['api_resources', 'api-resources'],
  ['roles', 'roles'],
  ['organization_template', 'organization-template'],
  ['organizations', 'organizations'],
  ['users', 'users'],
  ['signing_keys', 'signing-keys'],
  ['customize_jwt', 'customize-jwt'],
  ['webhooks', 'webhooks'],
  ['audit_logs', 'audit-logs'],
] as const;

const chromium = checkChromium();
const title = chromium.available ? 'console shell' : `console shell (skipped: ${chromium.reason})`;

const pathOf = (page: Page) => new URL(page.url()).pathname;
const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const langOf = (page: Page) => page.evaluate(() => document.documentElement.lang);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function chooseFromUserMenu(
  page: Page,
  submenu: 'language-menu' | 'appearance-menu',
  option: string,
) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId(submenu).click();
  await page.getByTestId(option).click();
}

describe.skipIf(!chromium.available)(title, () => {
  let session: StorageState | undefined;
  // Every console route needs a signed-in user: each test's context starts with the session.
  const suite = useBrowserSuite({ contextOptions: () => ({ storageState: session }) });
  const { it } = suite;

  beforeAll(async () => {
    session = await createConsoleSession(suite.browser(), suite.server());
  });

  it('opens /console on the first sidebar item', async ({ openPage }) => {
    const page = await openPage('/console');

    await page.waitForURL('**/console/default/get-started');
    await expect.poll(() => heading(page).textContent()).toBeTruthy();
    expect(await page.getByTestId('sidebar-item-get_started').getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('lists every area in the sidebar and opens each one', async ({ openPage }) => {
    const page = await openPage('/console/default/get-started');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor();

    const shown = await sidebar
      .locator('[data-testid^="sidebar-item-"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
    expect(shown).toEqual(sidebarItems.map(([key]) => `sidebar-item-${key}`));

    for (const [key, path] of sidebarItems) {
      const item = page.getByTestId(`sidebar-item-${key}`);
      await item.click();
      await page.waitForURL((url) => url.pathname.startsWith(`/console/default/${path}`));
      await expect.poll(() => item.getAttribute('aria-current'), { message: key }).toBe('page');
      expect(await sidebar.locator('[aria-current="page"]').count(), key).toBe(1);
      await expect
        .poll(() => heading(page).textContent(), { message: `${key} has an h1` })
        .toBeTruthy();
    }
  });

  it('switches to German and keeps it after a reload', async ({ openPage }) => {
    const page = await openPage('/console/default/get-started');
    const applications = page.getByTestId('sidebar-item-applications');
    const englishLabel = await applications.textContent();
    expect(await langOf(page)).toBe('en');

    await chooseFromUserMenu(page, 'language-menu', 'language-de');

    await expect.poll(() => langOf(page)).toBe('de');
    await expect.poll(() => applications.textContent()).not.toBe(englishLabel);
    const germanLabel = await applications.textContent();

    await page.reload();
    await applications.waitFor();
    expect(await langOf(page)).toBe('de');
    expect(await applications.textContent()).toBe(germanLabel);
    const stored = await page.evaluate(
      (key) => [window.localStorage.getItem(key), window.sessionStorage.getItem(key)],
      storageKeys.language,
    );
    expect(stored).toEqual(['de', 'de']);
  });

  it('switches to dark, keeps it after a reload, and paints dark before the app runs', async ({
    openPage,
  }) => {
    const page = await openPage('/console/default/get-started');
    await page.getByTestId('sidebar').waitFor();
    expect(await themeOf(page)).toBe('light');

    await chooseFromUserMenu(page, 'appearance-menu', 'appearance-dark');
    await expect.poll(() => themeOf(page)).toBe('dark');

    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await themeOf(page)).toBe('dark');

    // With the app's scripts blocked only the pre-paint script in <head> can set the theme.
    await page.route('**/console/assets/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.locator('#root').innerHTML(), 'the app did not render').toBe('');
    expect(await themeOf(page)).toBe('dark');
  });

  it('follows the system colour scheme in system mode', async ({ openPage }) => {
    const page = await openPage('/console/default/get-started', { colorScheme: 'dark' });
    await page.getByTestId('sidebar').waitFor();
    expect(await themeOf(page)).toBe('dark');

    await chooseFromUserMenu(page, 'appearance-menu', 'appearance-system');
    expect(await themeOf(page)).toBe('dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => themeOf(page)).toBe('light');
  });

  it('shows the not-found page for an unknown route, inside the shell', async ({ openPage }) => {
    const page = await openPage('/console/default/no-such-area');

    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('sidebar').isVisible()).toBe(true);
    expect(pathOf(page)).toBe('/console/default/no-such-area');
  });

  it('shows the error page when a page fails to load, and retry reloads without tokens', async ({
    openPage,
  }) => {
    const page = await openPage('/console/default/get-started');
    await page.evaluate((key) => {
      window.localStorage.setItem(key, 'true');
      window.localStorage.setItem('oidc.user:stale', '{}');
    }, storageKeys.devFeatures);

    await page.goto('/console/__internal__/import-error');
    const errorPage = page.getByTestId('error-page');
    await errorPage.waitFor();
    const retry = errorPage.getByRole('button');
    expect(await retry.isVisible()).toBe(true);

    await Promise.all([page.waitForEvent('load'), retry.click()]);
    await errorPage.waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('oidc.user:stale'))).toBeNull();
  });

  it('opens the help dialog with four ways to get in touch, each in a new tab', async ({
    openPage,
  }) => {
    const page = await openPage('/console/default/get-started');

    await page.getByTestId('help-button').click();
    const dialog = page.getByTestId('contact-dialog');
    await dialog.waitFor();

    const links = await dialog.locator('a[href]').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        target: anchor.getAttribute('target'),
        href: anchor.getAttribute('href'),
      })),
    );
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link.target).toBe('_blank');
      expect(link.href).toMatch(/^(https:|mailto:)/);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});
