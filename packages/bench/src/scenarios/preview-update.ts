import { experiencePreviewMessageType, experiencePreviewReadyType } from '@tessera/schemas';
import { budgets } from '../support/budgets.js';
import { withChromium } from '../support/chromium.js';
import { createM2mWithCli, fetchToken, managementApi } from '../support/management-app.js';
import { measurePreviewUpdates, type PreviewTiming } from '../support/preview-timing.js';
import type { Scenario } from '../support/scenario.js';
import { withServerProcess } from '../support/server-process.js';
import { percentile, round } from '../support/stats.js';
import { withTempDir } from '../support/temp-dir.js';

const changes = 60;
const colours = ['#0A7C5A', '#B4233C', '#1D4ED8', '#9A5B00'];
/** A page of the server's origin (the preview only takes messages from it), served by the browser itself. */
const hostPath = '/bench-preview-host';

const hostPage = `<!doctype html><html><body>
<script>
  window.previewReady = new Promise((resolve) => {
    window.addEventListener('message', (event) => {
      if (event.data && event.data.type === '${experiencePreviewReadyType}') resolve();
    });
  });
</script>
<iframe src="/sign-in?preview=true" style="width: 1024px; height: 768px; border: 0"></iframe>
</body></html>`;

/**
 * How fast the sign-in app's preview shows a settings change: a page of the server's origin
 * frames `/sign-in?preview=true` as the console does and posts it the sign-in experience with a
 * new primary colour, `changes` times, in headless Chromium.
 */
export const previewUpdate: Scenario = {
  name: 'preview-update',
  description: `the sign-in app's preview in Chromium: ${changes} primary colour changes posted to the frame, time until the frame is painted with the new colour`,
  run: () =>
    withTempDir('preview', async (dataDir) => {
      const m2m = createM2mWithCli(dataDir, 'Bench');
      return withServerProcess(dataDir, async (server) => {
        const token = await fetchToken(server.url, m2m, { resource: m2m.resource, scope: 'all' });
        const signInExperience = await managementApi(server.url, token)<{
          color: Record<string, unknown>;
        }>('GET', '/sign-in-exp');
        const message = (primaryColor: string) => ({
          type: experiencePreviewMessageType,
          signInExperience: {
            ...signInExperience,
            color: { ...signInExperience.color, primaryColor },
          },
          language: 'en',
          mode: 'light',
          platform: 'web',
        });
        const timing = await withChromium(async (browser) => {
          const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
          await page.route(`${server.url}${hostPath}`, (route) =>
            route.fulfill({ contentType: 'text/html', body: hostPage }),
          );
          await page.goto(`${server.url}${hostPath}`);
          await page.evaluate('window.previewReady');
          // The first message mounts the previewed screen (lazy chunks, fonts); only changes after it are timed.
          await page.evaluate(
            `document.querySelector('iframe').contentWindow.postMessage(${JSON.stringify(message('#334155'))}, ${JSON.stringify(server.url)})`,
          );
          await page
            .frameLocator('iframe')
            .getByTestId('preview')
            .locator('button')
            .first()
            .waitFor();
          const messages = Array.from({ length: changes }, (_, index) =>
            message(colours[index % colours.length] ?? '#000000'),
          );
          return (await page.evaluate(
            `(${measurePreviewUpdates})(${JSON.stringify({ messages, origin: server.url })})`,
          )) as PreviewTiming;
        });
        const repaints = timing.results.map((result) => result.repaintMs);
        const stale = timing.results.map((result) => result.staleFrames);
        return [
          {
            label: 'preview: frames painted with the old colour after a change (worst)',
            value: Math.max(...stale),
            unit: 'frames',
            budget: budgets.previewStaleFrames,
            samples: stale,
          },
          {
            label: 'preview: postMessage → repaint with the new colour, p50',
            value: round(percentile(repaints, 50), 1),
            unit: 'ms',
            samples: repaints.map((value) => round(value, 1)),
          },
          {
            label: 'preview: postMessage → repaint with the new colour, p95',
            value: round(percentile(repaints, 95), 1),
            unit: 'ms',
          },
          {
            label: 'preview: frame interval of the headless browser (median)',
            value: round(timing.frameIntervalMs, 1),
            unit: 'ms',
          },
        ];
      });
    }),
};
