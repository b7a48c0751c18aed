import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.js';
import { createConsoleTest } from './console-page.js';
import { startConsoleServer, type TestServer } from './server.js';

export type BrowserSuiteOptions = {
  /** Origins besides the server's that pages may reach, read when a page opens. */
  allowedOrigins?: () => readonly string[];
  /** Defaults for every context, read when a page opens. */
  contextOptions?: () => BrowserContextOptions | undefined;
  /** Server settings, read when the server starts (after the enclosing `beforeAll`s before this call). */
  serverEnvironment?: () => Record<string, string>;
};

/**
 * One server (own embedded database) and one Chromium for the enclosing `describe`, and an `it`
 * whose `openPage` opens fresh browser contexts against that server. Call inside `describe`.
 */
export function useBrowserSuite(options: BrowserSuiteOptions = {}) {
  let server: TestServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startConsoleServer(options.serverEnvironment?.());
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const environment = () => {
    if (!server || !browser) {
      throw new Error('The server or the browser did not start.');
    }
    return { server, browser };
  };

  const it = createConsoleTest(() => {
    const { server: running, browser: launched } = environment();
    return {
      browser: launched,
      baseUrl: running.url,
      allowedOrigins: options.allowedOrigins?.(),
      contextOptions: options.contextOptions?.(),
    };
  });

  return {
    it,
    server: () => environment().server,
    browser: () => environment().browser,
  };
}
