import { it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { startConsoleServer } from './support/server.js';
it('timing', async () => {
  const server = await startConsoleServer();
  const browser = await launchChromium();
  for (let i = 0; i < 3; i++) {
    let t = performance.now();
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    console.log('ctx', performance.now() - t); t = performance.now();
    page.on('request', (r) => { if (!r.url().startsWith(server.url)) console.log('ext', r.url()); });
    await page.goto('/console/default/get-started', { waitUntil: 'commit' });
    console.log('commit', performance.now() - t);
    await page.waitForLoadState('domcontentloaded'); console.log('dcl', performance.now() - t);
    await page.waitForLoadState('load'); console.log('load', performance.now() - t);
    await page.getByTestId('sidebar').waitFor(); console.log('sidebar', performance.now() - t);
    await context.close();
  }
  await browser.close(); await server.stop();
}, 120000);
