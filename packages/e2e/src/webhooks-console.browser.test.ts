import type { HookLog } from '@tessera/schemas';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createManagementApiClient } from '../../server/src/testing/api-client.js';
import { startHookReceiver, type HookReceiver } from '../../server/src/testing/hook-receiver.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { createConsoleSession, uiTimeout, type StorageState } from './support/console-auth.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'webhooks in the console'
  : `webhooks in the console (skipped: ${chromium.reason})`;

describe.skipIf(!chromium.available)(title, () => {
  let receiver: HookReceiver | undefined;
  let session: StorageState | undefined;
  const suite = useBrowserSuite();
  const { it } = suite;

  beforeAll(async () => {
    receiver = await startHookReceiver();
    session = await createConsoleSession(suite.browser(), suite.server());
  });
  afterAll(async () => {
    await receiver?.close();
  });

  it('creates a hook, tests it, and shows the delivery a new user caused in recent requests', async ({
    openPage,
  }) => {
    const server = suite.server();
    const url = receiver?.url ?? '';
    const page = await openPage('/console/default/webhooks', { storageState: session });

    await page.getByTestId('webhook-create-button').click();
    await page.getByTestId('webhook-create-name').fill('User sync');
    await page.getByTestId('webhook-create-url').fill(url);
    await page.getByTestId('event-User.Created').check();
    await page.getByTestId('webhook-create-submit').click();
    await page.waitForURL(/\/webhooks\/[0-9a-z]+\/settings$/, uiTimeout);
    const hookId = /\/webhooks\/([0-9a-z]+)\//.exec(new URL(page.url()).pathname)?.[1] ?? '';

    // The test payload reaches the receiver, and its answer is shown.
    await page.getByTestId('webhook-send-test').click();
    await page.getByText('The endpoint answered with status 200').waitFor(uiTimeout);
    expect(receiver?.requests).toHaveLength(1);

    // A user created through the Management API is delivered by the dispatcher.
    const api = await createManagementApiClient(server);
    const created = await api.post<{ id: string }>('/users', { username: 'hook_watcher' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await receiver?.waitFor(2, 20_000);
    expect(JSON.parse(receiver?.requests[1]?.body ?? '{}')).toMatchObject({
      event: 'User.Created',
      hookId,
    });

    await server.records.flush();
    await page.getByTestId('tab-recent-requests').click();
    const table = page.getByTestId('recent-requests-table');
    const row = table.getByText('User.Created').first();
    await row.waitFor(uiTimeout);
    await row.click();
    await page.waitForURL(/\/recent-requests\/[0-9a-z]+$/, uiTimeout);
    await page.getByTestId('webhook-response-body').getByText('answered 200').waitFor(uiTimeout);
    const requestBody = (await page.getByTestId('webhook-request-body').textContent()) ?? '';
    expect(requestBody).toContain(created.body.id);

    const logs = await api.get<HookLog[]>(`/hooks/${hookId}/recent-logs`);
    expect(logs.body.some((log) => log.payload.result === 'Success')).toBe(true);
  });
});
