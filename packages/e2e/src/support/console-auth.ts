import { adminTenantId } from '@tessera/schemas';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { RequestError } from '../../../server/src/errors/request-error.js';
import { createFirstAdmin } from '../../../server/src/modules/experience/first-admin.js';
import { fillFirstAdminForm, submitSignInForm, type Credentials } from './experience-forms.js';
import type { TestServer } from './server.js';

export type { Credentials };
export type StorageState = NonNullable<BrowserContextOptions['storageState']>;

/** The console administrator of the browser tests; the password passes the admin tenant's policy. */
export const consoleAdministrator: Credentials = {
  username: 'console_admin',
  password: 'Tessera#Vault2026x',
};

export const consoleHome = '/console/default/get-started';
/** The longest a single step of a browser test may wait. */
export const uiTimeout = { timeout: 15_000 };

const pathWithQueryAndHash = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * Creates the first administrator directly in the server's database, skipping the sign-in app
 * (and the breach lookup). Does nothing when an administrator exists already.
 */
export async function ensureFirstAdmin(
  server: TestServer,
  credentials: Credentials = consoleAdministrator,
): Promise<void> {
  try {
    await createFirstAdmin(server.context.tenantScope(adminTenantId), credentials, {
      pwnedRange: async () => '',
    });
  } catch (error) {
    if (!(error instanceof RequestError && error.code === 'session.first_admin_exists')) {
      throw error;
    }
  }
}

export type SignInToConsoleOptions = {
  /** Where to open the console; sign-in must come back to exactly this path. */
  path?: string;
  credentials?: Credentials;
  /**
   * `directly` (default, fast): a missing administrator is created in the database.
   * `through-ui`: a missing administrator is created on the sign-in app's first-admin page.
   */
  firstAdmin?: 'directly' | 'through-ui';
};

/**
 * Opens `path` in the console and signs in through the real sign-in page, returning once the
 * console shows `path` (query and hash included). While the server has no administrator, the
 * console sends the browser to the first-administrator page first; registering there signs in.
 */
export async function signInToConsole(
  page: Page,
  server: TestServer,
  {
    path = consoleHome,
    credentials = consoleAdministrator,
    firstAdmin = 'directly',
  }: SignInToConsoleOptions = {},
): Promise<void> {
  if (firstAdmin === 'directly') {
    await ensureFirstAdmin(server, credentials);
  }
  await page.goto(path);
  const firstAdminPage = page.getByTestId('page-first-admin');
  const signInPage = page.getByTestId('page-sign-in');
  await firstAdminPage.or(signInPage).waitFor(uiTimeout);
  // The first administrator registers in the console's sign-in and is signed in by it.
  if (await firstAdminPage.isVisible()) {
    await fillFirstAdminForm(page, credentials);
  } else {
    await submitSignInForm(page, credentials);
  }
  await page.waitForURL((url) => pathWithQueryAndHash(url) === path, uiTimeout);
  await page.getByTestId('sidebar').waitFor(uiTimeout);
}

/**
 * Signs the test administrator in once (created directly when missing) and returns the browser
 * storage holding the console session, so further contexts open signed in (`storageState`).
 */
export async function createConsoleSession(
  browser: Browser,
  server: TestServer,
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'en-US' });
  try {
    await context.route(
      (url) => url.origin !== server.url,
      (route) => route.abort(),
    );
    await signInToConsole(await context.newPage(), server);
    return await context.storageState();
  } finally {
    await context.close();
  }
}
