import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { startCallbackServer, type CallbackServer } from './support/callback-server.js';
import { createConsoleSession, uiTimeout, type StorageState } from './support/console-auth.js';
import { submitSignInForm, type Credentials } from './support/experience-forms.js';
import { createSpaApplication } from './support/management-api.js';
import { createRelyingParty } from './support/relying-party.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'users in the console'
  : `users in the console (skipped: ${chromium.reason})`;
const usersPath = '/console/default/users';

/** Adds a user on the create dialog; the generated password is read the one time it is shown. */
async function createUserInConsole(page: Page, username: string): Promise<Credentials & { id: string }> {
  await page.getByTestId('user-create-button').click();
  await page.getByTestId('user-create-username').fill(username);
  await page.getByTestId('user-create-submit').click();
  const shown = page.getByTestId('user-password-once');
  await shown.waitFor(uiTimeout);
  const password = (await shown.textContent()) ?? '';
  await page.getByTestId('user-created-open').click();
  await page.waitForURL(/\/users\/[0-9a-z]+\/settings$/, uiTimeout);
  const id = /\/users\/([0-9a-z]+)\//.exec(new URL(page.url()).pathname)?.[1] ?? '';
  return { id, username, password };
}

describe.skipIf(!chromium.available)(title, () => {
  let callback: CallbackServer | undefined;
  let session: StorageState | undefined;
  const suite = useBrowserSuite({ allowedOrigins: () => (callback ? [callback.origin] : []) });
  const { it } = suite;

  beforeAll(async () => {
    callback = await startCallbackServer();
    session = await createConsoleSession(suite.browser(), suite.server());
  });
  afterAll(async () => {
    await callback?.close();
  });

  it('creates a user who signs in, sees the sign-in in the logs, then suspends them and the next sign-in is refused', async ({
    openPage,
  }) => {
    const server = suite.server();
    const redirectUri = callback?.redirectUri ?? '';
    const appId = await createSpaApplication(server, 'Members area', redirectUri);
    const relyingParty = await createRelyingParty(`${server.url}/oidc`, appId, redirectUri);

    const consolePage = await openPage(usersPath, { storageState: session });
    const user = await createUserInConsole(consolePage, 'mia_reader');
    expect(user.password).toHaveLength(16);
    await consolePage.goto(usersPath);
    await consolePage.getByTestId('list-search').fill('ia_rea');
    await consolePage.getByTestId('list-search').press('Enter');
    await consolePage.waitForURL((url) => url.searchParams.get('search') === 'ia_rea', uiTimeout);
    await consolePage.getByTestId('users-table').getByText(user.id).waitFor(uiTimeout);

    // The user, in a browser of their own, signs in to the application with that password.
    const first = await relyingParty.startAuthorization();
    const signInPage = await openPage(first.url.toString());
    await signInPage.getByTestId('page-sign-in').waitFor(uiTimeout);
    await submitSignInForm(signInPage, user);
    await signInPage.waitForURL((url) => url.toString().startsWith(redirectUri), uiTimeout);
    const tokens = await relyingParty.redeemCode(new URL(signInPage.url()), first);
    expect(tokens.claims()).toMatchObject({ sub: user.id, username: user.username });

    // Logs are written in batches; writing the pending batch now keeps the test free of waiting.
    await server.records.flush();
    await consolePage.goto(`${usersPath}/${user.id}/logs`);
    const userLogs = consolePage.getByRole('table', { name: 'Audit log entries' });
    await userLogs.getByText('Sign-in: completed').first().waitFor(uiTimeout);
    await consolePage.goto('/console/default/audit-logs');
    const auditLog = consolePage.getByRole('table', { name: 'Audit log entries' });
    // Rows name their users; the link leads to the user by id.
    await auditLog
      .getByRole('link', { name: user.username })
      .and(consolePage.locator(`a[href$="/users/${user.id}"]`))
      .first()
      .waitFor(uiTimeout);

    await consolePage.goto(`${usersPath}/${user.id}/settings`);
    await consolePage.getByTestId('user-suspend-button').click();
    await consolePage.getByTestId('confirm-dialog').getByRole('button', { name: 'Suspend user' }).click();
    await consolePage.getByTestId('user-suspended-tag').waitFor(uiTimeout);

    const second = await relyingParty.startAuthorization();
    const refusedPage = await openPage(second.url.toString());
    await refusedPage.getByTestId('page-sign-in').waitFor(uiTimeout);
    await submitSignInForm(refusedPage, user);
    const alert = refusedPage.getByTestId('form-error');
    await alert.waitFor(uiTimeout);
    expect(await alert.textContent()).toContain('This account has been suspended.');
    expect(refusedPage.url().startsWith(redirectUri)).toBe(false);
  });
});
