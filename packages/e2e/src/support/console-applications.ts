import type { Page } from 'playwright-core';
import { uiTimeout } from './console-auth.js';

const tenantPath = '/console/default';
const idIn = (page: Page, pattern: RegExp) => pattern.exec(new URL(page.url()).pathname)?.[1] ?? '';

export type ConsoleApplicationType = 'SPA' | 'MachineToMachine' | 'Traditional' | 'Native';
export type CreatedInConsole = { id: string; secret?: string };

/**
 * Creates an application on the console's create dialog and ends on its details page. A
 * confidential application's secret is read from the dialog, the one time it is shown.
 */
export async function createApplicationInConsole(
  page: Page,
  { type, name }: { type: ConsoleApplicationType; name: string },
): Promise<CreatedInConsole> {
  await page.goto(`${tenantPath}/applications/create`);
  await page.getByTestId(`app-create-type-${type}`).click();
  await page.getByTestId('app-name-input').fill(name);
  await page.getByTestId('app-create-submit').click();

  let secret: string | undefined;
  if (type === 'MachineToMachine' || type === 'Traditional') {
    const secretValue = page.getByTestId('app-secret-value');
    await secretValue.waitFor(uiTimeout);
    secret = (await secretValue.textContent()) ?? '';
    await page.getByTestId('app-created-continue').click();
  }
  await page.waitForURL(/\/applications\/[0-9a-z]+\/settings$/, uiTimeout);
  const id = idIn(page, /\/applications\/([0-9a-z]+)\//);
  await page.getByTestId('app-id').waitFor(uiTimeout);
  return { id, secret };
}

/** Adds a redirect URI on the settings tab of the open application and saves. */
export async function addRedirectUriInConsole(page: Page, redirectUri: string) {
  const redirectUris = page.getByTestId('redirect-uris');
  await redirectUris.locator('input[name="redirectUris.0"]').fill(redirectUri);
  await page.getByTestId('save-button').click();
  await page.getByTestId('toast-success').waitFor(uiTimeout);
}
