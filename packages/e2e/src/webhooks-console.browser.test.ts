import type { HookLog } from '@tessera/schemas';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createManagementApiClient } from '../../server/src/testing/api-client.js';
import { startHookReceiver, type HookReceiver } from '../../server/src/testing/hook-receiver.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { startCallbackServer, type CallbackServer } from './support/callback-server.js';
import { createConsoleSession, uiTimeout, type StorageState } from './support/console-auth.js';
import { submitRegisterForm } from './support/experience-forms.js';
import { createSpaApplication } from './support/management-api.js';
import { createRelyingParty } from './support/relying-party.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'webhooks in the console'
  : `webhooks in the console (skipped: ${chromium.reason})`;

describe.skipIf(!chromium.available)(title, () => {
  let receiver: HookReceiver | undefined;
  let callback: CallbackServer | undefined;
  let session: StorageState | undefined;
  const suite = useBrowserSuite({ allowedOrigins: () => (callback ? [callback.origin] : []) });
  const { it } = suite;

  beforeAll(async () => {
    receiver = await startHookReceiver();
    callback = await startCallbackServer();
    session = await createConsoleSession(suite.browser(), suite.server());
  });
  afterAll(async () => {
    await receiver?.close();
    await callback?.close();
  });

  it('creates a hook, tests it, and shows the delivery a registration caused in recent requests', async ({
    openPage,
  }) => {
    const server = suite.server();
    const url = receiver?.url ?? '';
    const page = await openPage('/console/default/webhooks', { storageState: session });

    await page.getByTestId('webhook-create-button').click();
    await page.getByTestId('webhook-create-name').fill('User sync');
    await page.getByTestId('webhook-create-url').fill(url);
    await page.getByTestId('event-PostRegister').check();
    await page.getByTestId('webhook-create-submit').click();
    await page.waitForURL(/\/webhooks\/[0-9a-z]+\/settings$/, uiTimeout);
    const hookId = /\/webhooks\/([0-9a-z]+)\//.exec(new URL(page.url()).pathname)?.[1] ?? '';

    // The test payload reaches the receiver, and its answer is shown.
    await page.getByTestId('webhook-send-test').click();
    await page.getByText('The endpoint answered with status 200').waitFor(uiTimeout);
    expect(receiver?.requests).toHaveLength(1);

    // An end user registers through the sign-in app, in a browser of their own.
    const redirectUri = callback?.redirectUri ?? '';
    const clientId = await createSpaApplication(server, 'Hooked SPA', redirectUri);
    const relyingParty = await createRelyingParty(`${server.url}/oidc`, clientId, redirectUri);
    const pending = await relyingParty.startAuthorization({ first_screen: 'register' });
    const endUser = await openPage(pending.url.toString());
    await endUser.getByTestId('page-register').waitFor(uiTimeout);
    await submitRegisterForm(endUser, { username: 'hook_watcher', password: 'Tq9#vLmw-Rk2' });
    await endUser.waitForURL((address) => address.toString().startsWith(redirectUri), uiTimeout);
    const userId = (await relyingParty.redeemCode(new URL(endUser.url()), pending)).claims()?.sub;

    // The dispatcher delivers the registration, with who registered through which app.
    await receiver?.waitFor(2, 20_000);
    expect(JSON.parse(receiver?.requests[1]?.body ?? '{}')).toMatchObject({
      event: 'PostRegister',
      hookId,
      interactionEvent: 'Register',
      userId,
      applicationId: clientId,
    });

    await server.records.flush();
    await page.getByTestId('tab-recent-requests').click();
    const table = page.getByTestId('recent-requests-table');
    const row = table.getByText('PostRegister').first();
    await row.waitFor(uiTimeout);
    await row.click();
    await page.waitForURL(/\/recent-requests\/[0-9a-z]+$/, uiTimeout);
    await page.getByTestId('webhook-response-body').getByText('answered 200').waitFor(uiTimeout);
    const requestBody = (await page.getByTestId('webhook-request-body').textContent()) ?? '';
    expect(requestBody).toContain(userId);

    const api = await createManagementApiClient(server);
    const logs = await api.get<HookLog[]>(`/hooks/${hookId}/recent-logs`);
    expect(logs.body.some((log) => log.payload.result === 'Success')).toBe(true);
  });
});
