import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { toJson } from '../../server/src/db/json.js';
import { scopeToTenant } from '../../server/src/db/tenant-scope.js';
import { insertApplication } from '../../server/src/modules/applications/queries.js';
import { createUser } from '../../server/src/modules/users/service.js';
import { startTestServer, type TestServer } from '../../server/src/testing/test-server.js';
import { generateId } from '../../server/src/utils/id.js';
import { checkChromium, launchChromium } from './support/browser.js';
import { ensureBuilt } from './support/build.js';
import { createConsoleTest } from './support/console-page.js';
import { uiTimeout } from './support/console-auth.js';
import { submitSignInForm } from './support/experience-forms.js';
import { experienceBuild } from './support/paths.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'device authorization grant in the sign-in app'
  : `device authorization grant in the sign-in app (skipped: ${chromium.reason})`;

const deviceGrant = 'urn:ietf:params:oauth:grant-type:device_code';
const viewer = { username: 'tv_viewer', password: 'Fjord-Lantern-73' };

const form = (values: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values),
});

describe.skipIf(!chromium.available)(title, () => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let clientId = '';

  beforeAll(async () => {
    // Only the sign-in app is needed: the console is never opened here.
    ensureBuilt(experienceBuild);
    server = await startTestServer('pglite');
    browser = await launchChromium();
    const scope = scopeToTenant(server.context.database.db, 'default');
    const application = await insertApplication(scope, {
      id: generateId(),
      name: 'Living Room TV',
      type: 'Native',
      oidc_client_metadata: toJson({ redirectUris: [] }),
      custom_client_metadata: toJson({ isDeviceFlow: true }),
      custom_data: toJson({}),
      is_third_party: false,
    });
    clientId = application.id;
    await createUser(scope, viewer, { defaultRoles: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const running = () => {
    if (!server || !browser) {
      throw new Error('The server or the browser did not start.');
    }
    return { server, browser };
  };
  const it = createConsoleTest(() => ({
    browser: running().browser,
    baseUrl: running().server.url,
  }));

  const authorizeDevice = async () => {
    const response = await fetch(
      `${running().server.url}/oidc/device/auth`,
      form({ client_id: clientId, scope: 'openid offline_access' }),
    );
    expect(response.status).toBe(200);
    return (await response.json()) as {
      device_code: string;
      user_code: string;
      verification_uri: string;
    };
  };
  const poll = async (deviceCode: string) => {
    const response = await fetch(
      `${running().server.url}/oidc/token`,
      form({ grant_type: deviceGrant, device_code: deviceCode, client_id: clientId }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };

  it('connects a device with the keyboard only: code, confirm, sign in, success (RFC 8628 §3.3)', async ({
    openPage,
  }) => {
    const device = await authorizeDevice();
    const page = await openPage(device.verification_uri, { locale: 'de-DE' });

    // The provider hands over to the sign-in app's code page, in the browser's language.
    await page.getByTestId('page-device').waitFor(uiTimeout);
    expect(new URL(page.url()).pathname).toBe('/device');
    expect(await page.locator('h1').textContent()).toBe('Gerät verbinden');
    // The code field has the focus: type and press Enter.
    await page.keyboard.type(device.user_code.replace('-', '').toLowerCase());
    await page.keyboard.press('Enter');

    await page.getByTestId('page-device-confirm').waitFor(uiTimeout);
    expect(await page.locator('h1').textContent()).toBe('Living Room TV verbinden?');
    expect(await page.getByTestId('device-user-code').textContent()).toBe(device.user_code);
    await page.keyboard.press('Enter');

    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    expect((await poll(device.device_code)).body.error).toBe('authorization_pending');
    await submitSignInForm(page, viewer);

    const success = page.getByTestId('page-device-success');
    await success.waitFor(uiTimeout);
    expect(await success.textContent()).toContain('Living Room TV ist jetzt angemeldet.');

    const tokens = await poll(device.device_code);
    expect(tokens.status).toBe(200);
    expect(tokens.body.access_token).toBeTruthy();
    expect(tokens.body.refresh_token).toBeTruthy();
  });

  it('says so when the code is wrong, and the device is denied when the user declines (RFC 8628 §3.5)', async ({
    openPage,
  }) => {
    const device = await authorizeDevice();
    const page = await openPage(device.verification_uri);
    const code = page.getByLabel('Device code');
    await code.waitFor(uiTimeout);
    await code.fill('BBBB-BBBB');
    await page.getByTestId('device-submit').click();
    await page.waitForURL((url) => url.searchParams.get('error') === 'not_found', uiTimeout);
    expect(await page.getByTestId('page-device').textContent()).toContain(
      'This code is not valid.',
    );

    await code.fill(device.user_code);
    await page.getByTestId('device-submit').click();
    await page.getByTestId('device-decline').click();
    await page.getByTestId('form-error').waitFor(uiTimeout);
    expect(await page.getByTestId('form-error').textContent()).toContain(
      'The device was not connected.',
    );
    expect(await poll(device.device_code)).toMatchObject({
      status: 400,
      body: { error: 'access_denied' },
    });
  });
});
