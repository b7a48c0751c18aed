import { adminTenantId } from '@tessera/schemas';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createConnector } from '../../server/src/modules/connectors/service.js';
import { createConsoleUser } from '../../server/src/testing/console-user-token.js';
import { startUpstreamIdp, type UpstreamIdp } from '../../server/src/testing/upstream-idp.js';
import { checkChromium, launchChromium } from './support/browser.js';
import { consoleAdministrator, ensureFirstAdmin, uiTimeout, type Credentials } from './support/console-auth.js';
import { createConsoleTest } from './support/console-page.js';
import { submitSignInForm } from './support/experience-forms.js';
import { startConsoleServer, type TestServer } from './support/server.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'linking social accounts on the profile (cloud)'
  : `linking social accounts on the profile (cloud) (skipped: ${chromium.reason})`;
const target = 'upstream';
const account = { sub: 'up-42', name: 'Ann Upstream', email: 'ann@upstream.test', email_verified: true };
const otherUser: Credentials = { username: 'ben_other', password: 'Tessera#Other2026x' };

describe.skipIf(!chromium.available)(title, () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let upstream: UpstreamIdp | undefined;
  const it = createConsoleTest(() => {
    if (!server || !browser || !upstream) {
      throw new Error('The server, the browser or the upstream provider did not start.');
    }
    return { browser, baseUrl: server.url, allowedOrigins: [upstream.issuer] };
  });

  beforeAll(async () => {
    // Social linking on the profile exists only in the cloud edition.
    [server, browser, upstream] = await Promise.all([
      startConsoleServer({ EDITION: 'cloud' }),
      launchChromium(),
      startUpstreamIdp({ accounts: [account] }),
    ]);
    // The admin tenant's social connector: an OpenID provider whose client returns to /handle-social.
    const client = upstream.registerClient({ redirectUris: [`${server.url}/console/handle-social`] });
    await createConnector(server.context.tenantScope(adminTenantId), server.context.vault, {
      id: 'adminupstream',
      connectorId: 'oidc',
      config: { clientId: client.clientId, clientSecret: client.clientSecret, issuer: upstream.issuer },
      metadata: { target, name: { en: 'Upstream ID' } },
    });
    await ensureFirstAdmin(server);
    await createConsoleUser(server, otherUser);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([server?.stop(), upstream?.close()]);
  });

  /** Signs `credentials` in to the console and opens the profile. */
  async function openProfile(openPage: (path: string) => Promise<Page>, credentials: Credentials) {
    const page = await openPage('/console/profile');
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    await submitSignInForm(page, credentials);
    await page.waitForURL((url) => url.pathname === '/console/profile', uiTimeout);
    return page;
  }

  /** Clicks "Link" and signs the upstream account in inside the 600×640 popup. */
  async function linkInPopup(profile: Page) {
    const row = profile.getByTestId(`linked-account-${target}`);
    const [popup] = await Promise.all([
      profile.waitForEvent('popup', uiTimeout),
      row.getByTestId(`link-${target}`).click(),
    ]);
    expect(popup.viewportSize()).toEqual({ width: 600, height: 640 });
    await popup.locator(`button[data-sub="${account.sub}"]`).click(uiTimeout);
    return popup;
  }

  it('links an account in a popup, shows it, unlinks it after confirmation, and refuses it to a second user', async ({
    openPage,
  }) => {
    const profile = await openProfile(openPage, consoleAdministrator);
    const row = profile.getByTestId(`linked-account-${target}`);
    await row.getByText('Upstream ID').waitFor(uiTimeout);

    // The popup returns to /handle-social, which links the account and closes.
    const popup = await linkInPopup(profile);
    await popup.waitForEvent('close', uiTimeout);
    await row.getByText(account.email).waitFor(uiTimeout);

    // A second console user cannot link the same account: the popup says so, then closes.
    const other = await openProfile(openPage, otherUser);
    const refused = await linkInPopup(other);
    const alert = refused.getByTestId('confirm-dialog');
    await alert
      .getByText('This social account is already linked to another console user.')
      .waitFor(uiTimeout);
    await Promise.all([refused.waitForEvent('close', uiTimeout), alert.getByRole('button').click()]);
    await other.getByTestId(`link-${target}`).waitFor(uiTimeout);

    // Unlinking asks first.
    await row.getByTestId(`unlink-${target}`).click();
    const confirm = profile.getByTestId('confirm-dialog');
    await confirm.getByText('Unlink Upstream ID?').waitFor(uiTimeout);
    await confirm.getByRole('button', { name: 'Unlink' }).click();
    await row.getByTestId(`link-${target}`).waitFor(uiTimeout);
    expect(await row.textContent()).not.toContain(account.email);
  });
});
