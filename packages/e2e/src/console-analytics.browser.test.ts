import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startHookReceiver, type HookReceiver } from '../../server/src/testing/hook-receiver.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { createConsoleSession, uiTimeout, type StorageState } from './support/console-auth.js';
import { createSpaApplication } from './support/management-api.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'console analytics to the operator\'s sink'
  : `console analytics to the operator's sink (skipped: ${chromium.reason})`;

describe.skipIf(!chromium.available)(title, () => {
  let sink: HookReceiver | undefined;
  let session: StorageState | undefined;
  beforeAll(async () => {
    sink = await startHookReceiver();
  });
  const suite = useBrowserSuite({
    serverEnvironment: () => ({ ANALYTICS_URL: `${sink?.url ?? ''}/collect` }),
    allowedOrigins: () => (sink ? [new URL(sink.url).origin] : []),
  });
  const { it } = suite;
  beforeAll(async () => {
    session = await createConsoleSession(suite.browser(), suite.server());
  });
  afterAll(async () => {
    await sink?.close();
  });

  it('sends a page view per screen with the ids in its path replaced', async ({ openPage }) => {
    const applicationId = await createSpaApplication(suite.server(), 'Analytics SPA', 'https://spa.example.com/callback');
    const page = await openPage(`/console/default/applications/${applicationId}/settings`, { storageState: session });
    await page.getByTestId('app-delete-button').waitFor(uiTimeout);
    await page.getByRole('link', { name: 'Applications' }).first().click();
    await page.waitForURL(/\/applications$/, uiTimeout);

    const paths = () =>
      (sink?.requests ?? [])
        .map((request) => JSON.parse(request.body) as { type: string; path: string })
        .filter((event) => event.type === 'page_view')
        .map((event) => event.path);
    await expect.poll(paths, uiTimeout).toEqual(
      expect.arrayContaining(['/:tenantId/applications/:id/settings', '/:tenantId/applications']),
    );
    const everything = (sink?.requests ?? []).map((request) => request.body).join('\n');
    expect(everything).not.toContain(applicationId);
    expect(everything).not.toContain('"/default');
  });
});
