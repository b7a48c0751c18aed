import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { it } from 'vitest';
import { repoRoot } from './paths.js';

export type OpenPage = (urlPath: string, options?: BrowserContextOptions) => Promise<Page>;

export type BrowserEnvironment = {
  browser: Browser;
  baseUrl: string;
  /** Origins besides the server's that pages may reach (e.g. a test's own redirect endpoint). */
  allowedOrigins?: readonly string[];
  /** Defaults for every context, e.g. `storageState` holding a signed-in console session. */
  contextOptions?: BrowserContextOptions;
};

const screenshotDir = path.join(repoRoot, '.vitest-reports/screenshots');

const fileNameOf = (testName: string) =>
  testName
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/**
 * `it` with an `openPage` fixture: every call gets a fresh browser context (its own storage,
 * English, light system theme unless overridden) that only reaches the server under test and
 * the environment's allowed origins.
 * When the test fails, each page is saved as a screenshot under .vitest-reports/screenshots.
 */
export function createConsoleTest(environment: () => BrowserEnvironment) {
  return it.extend<{ openPage: OpenPage }>({
    openPage: async ({ task }, use) => {
      const contexts: BrowserContext[] = [];
      const pages: Page[] = [];
      await use(async (urlPath, options = {}) => {
        const { browser, baseUrl, allowedOrigins = [], contextOptions } = environment();
        const context = await browser.newContext({
          baseURL: baseUrl,
          locale: 'en-US',
          colorScheme: 'light',
          ...contextOptions,
          ...options,
        });
        contexts.push(context);
        // Hermetic: nothing outside the server under test (e.g. the release check) is fetched.
        await context.route(
          (url) => url.origin !== baseUrl && !allowedOrigins.includes(url.origin),
          (route) => route.abort(),
        );
        const page = await context.newPage();
        pages.push(page);
        await page.goto(urlPath);
        return page;
      });
      if (task.result?.state === 'fail') {
        fs.mkdirSync(screenshotDir, { recursive: true });
        await Promise.all(
          pages.map((page, index) =>
            page
              .screenshot({
                path: path.join(screenshotDir, `${fileNameOf(task.name)}-${index}.png`),
                fullPage: true,
              })
              .catch(() => undefined),
          ),
        );
      }
      await Promise.all(contexts.map((context) => context.close()));
    },
  });
}
