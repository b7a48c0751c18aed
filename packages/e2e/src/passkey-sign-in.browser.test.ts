import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../server/src/testing/api-client.js';
import { checkChromium, launchChromium } from './support/browser.js';
import { startCallbackServer, type CallbackServer } from './support/callback-server.js';
import { uiTimeout } from './support/console-auth.js';
import { createConsoleTest } from './support/console-page.js';
import { submitSignInForm } from './support/experience-forms.js';
import { startLocalhostServer } from './support/localhost-server.js';
import { createSpaApplication } from './support/management-api.js';
import { createRelyingParty } from './support/relying-party.js';
import type { TestServer } from './support/server.js';
import { addVirtualAuthenticator } from './support/virtual-authenticator.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'passkey sign-in in the sign-in app'
  : `passkey sign-in in the sign-in app (skipped: ${chromium.reason})`;

const dana = { username: 'dana', password: 'Quartz-Meadow-58' };
const eli = { username: 'eli', password: 'Harbor-Violet-91' };

describe.skipIf(!chromium.available)(title, () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let callback: CallbackServer | undefined;
  let api: ApiClient | undefined;
  let endpoint = '';
  let clientId = '';
  let danaId = '';
  let eliId = '';

  beforeAll(async () => {
    server = await startLocalhostServer();
    browser = await launchChromium();
    callback = await startCallbackServer();
    endpoint = server.url.replace('127.0.0.1', 'localhost');
    api = await createManagementApiClient(server);
    clientId = await createSpaApplication(server, 'Passkey SPA', callback.redirectUri);
    const created = await api.post<{ id: string }>('/users', dana);
    expect(created.status).toBe(200);
    danaId = created.body.id;
    eliId = (await api.post<{ id: string }>('/users', eli)).body.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await callback?.close();
  });

  const running = () => {
    if (!server || !browser || !callback || !api) {
      throw new Error('The server, the browser or the callback endpoint did not start.');
    }
    return { server, browser, callback, api };
  };
  const it = createConsoleTest(() => ({
    browser: running().browser,
    baseUrl: endpoint,
    allowedOrigins: [running().callback.origin],
  }));

  const setPasskeySignIn = async (showPasskeyButton: boolean, allowAutofill: boolean) => {
    const answer = await running().api.patch('/sign-in-exp', {
      passkeySignIn: { enabled: true, showPasskeyButton, allowAutofill },
    });
    expect(answer.status).toBe(200);
  };

  /** A fresh authorization request; `finish` redeems the code the browser brings back. */
  const authorize = async () => {
    const relyingParty = await createRelyingParty(
      `${endpoint}/oidc`,
      clientId,
      running().callback.redirectUri,
    );
    const pending = await relyingParty.startAuthorization({ prompt: 'login' });
    const finish = async (page: Page) => {
      await page.waitForURL((url) => url.origin === running().callback.origin, uiTimeout);
      const tokens = await relyingParty.redeemCode(new URL(page.url()), pending);
      return tokens.claims()?.sub;
    };
    return { path: pending.url.toString(), finish };
  };

  /** Signs out: the browser forgets the session; the authenticator keeps its passkey. */
  const signOut = (page: Page) => page.context().clearCookies();

  it('offers a passkey after a password sign-in, then signs in with the passkey button alone', async ({
    openPage,
  }) => {
    await setPasskeySignIn(true, false);
    const first = await authorize();
    const page = await openPage(first.path);
    const authenticator = await addVirtualAuthenticator(page);
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    await submitSignInForm(page, dana);

    await page.getByTestId('page-passkey-enrol').waitFor(uiTimeout);
    await page.getByTestId('passkey-create').click();
    expect(await first.finish(page)).toBe(danaId);
    const [credential, ...others] = await authenticator.credentials();
    expect(others).toEqual([]);
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

    await signOut(page);
    const second = await authorize();
    await page.goto(second.path);
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    expect(await second.finish(page)).toBe(danaId);
    // The assertion was made with the enrolled passkey.
    const [used] = await authenticator.credentials();
    expect(used?.signCount).toBeGreaterThan(credential?.signCount ?? 0);
  });

  it('signs in with the passkey picked from the identifier field\'s autofill', async ({
    openPage,
  }) => {
    await setPasskeySignIn(false, true);
    const first = await authorize();
    const page = await openPage(first.path);
    const authenticator = await addVirtualAuthenticator(page);
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    await submitSignInForm(page, eli);
    await page.getByTestId('page-passkey-enrol').waitFor(uiTimeout);
    await page.getByTestId('passkey-create').click();
    expect(await first.finish(page)).toBe(eliId);
    const [credential] = await authenticator.credentials();

    await signOut(page);
    const second = await authorize();
    await page.goto(second.path);
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    const identifier = page.locator('input[name="identifier"]');
    expect(await identifier.getAttribute('autocomplete')).toBe('username webauthn');
    // No button: the passkey comes from the field's autofill list, which Chromium's virtual
    // authenticator answers with its discoverable credential once the field is focused.
    expect(await page.getByTestId('passkey-button').count()).toBe(0);
    await identifier.focus();
    expect(await second.finish(page)).toBe(eliId);
    const [used] = await authenticator.credentials();
    expect(used?.signCount).toBeGreaterThan(credential?.signCount ?? 0);
  });
});
