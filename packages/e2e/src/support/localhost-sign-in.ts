import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createManagementApiClient, type ApiClient } from '../../../server/src/testing/api-client.js';
import { launchChromium } from './browser.js';
import { startCallbackServer, type CallbackServer } from './callback-server.js';
import { uiTimeout } from './console-auth.js';
import { createConsoleTest } from './console-page.js';
import { startLocalhostServer } from './localhost-server.js';
import { createSpaApplication } from './management-api.js';
import { createRelyingParty } from './relying-party.js';
import type { TestServer } from './server.js';

/**
 * A browser suite signing users in to an app through the sign-in app served at `localhost`
 * (browsers refuse IP addresses as WebAuthn relying party ids): one server, one Chromium, one
 * callback endpoint and one single-page application for the whole file. Call it inside the
 * `describe`; the suite's own `beforeAll` runs after this one's.
 */
export function useLocalhostSignIn(applicationName: string) {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let callback: CallbackServer | undefined;
  let api: ApiClient | undefined;
  let endpoint = '';
  let clientId = '';

  beforeAll(async () => {
    server = await startLocalhostServer();
    browser = await launchChromium();
    callback = await startCallbackServer();
    endpoint = server.url.replace('127.0.0.1', 'localhost');
    api = await createManagementApiClient(server);
    clientId = await createSpaApplication(server, applicationName, callback.redirectUri);
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

  /** A fresh authorization request; `finish` redeems the code the browser brings back. */
  const authorize = async () => {
    const relyingParty = await createRelyingParty(`${endpoint}/oidc`, clientId, running().callback.redirectUri);
    const pending = await relyingParty.startAuthorization({ prompt: 'login' });
    const finish = async (page: Page) => {
      await page.waitForURL((url) => url.origin === running().callback.origin, uiTimeout);
      const tokens = await relyingParty.redeemCode(new URL(page.url()), pending);
      return tokens.claims()?.sub;
    };
    return { path: pending.url.toString(), finish };
  };

  return { it, running, authorize, api: () => running().api };
}
