import { beforeAll, describe, expect } from 'vitest';
import {
  createManagementToken,
  decodeJwtPayload,
} from '../../server/src/testing/management-token.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { createConsoleSession, uiTimeout, type StorageState } from './support/console-auth.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'custom JWT claims in the console'
  : `custom JWT claims in the console (skipped: ${chromium.reason})`;

const script =
  'const getCustomJwtClaims = async ({ environmentVariables }) => ({ plan: environmentVariables.PLAN });';

describe.skipIf(!chromium.available)(title, () => {
  let session: StorageState | undefined;
  const suite = useBrowserSuite();
  const { it } = suite;

  beforeAll(async () => {
    session = await createConsoleSession(suite.browser(), suite.server());
  });

  it('writes a script in the editor, tests it, saves it, and the claim is in a real token', async ({
    openPage,
  }) => {
    const page = await openPage('/console/default/customize-jwt', { storageState: session });

    await page.getByTestId('jwt-add-client-credentials').click();
    await page.waitForURL(/\/customize-jwt\/client-credentials\/create$/, uiTimeout);
    const editor = page.getByTestId('jwt-script-editor').locator('.cm-content');
    await editor.waitFor(uiTimeout);
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(script);
    await page.getByTestId('jwt-variables-key-0').fill('PLAN');
    await page.getByTestId('jwt-variables-value-0').fill('pro');

    // The sandbox on the server runs the unsaved script.
    await page.getByTestId('jwt-run-test').click();
    await page.getByTestId('jwt-test-claims').getByText('"plan": "pro"').waitFor(uiTimeout);

    await page.getByTestId('save-button').click();
    await page.waitForURL(/\/customize-jwt\/client-credentials\/edit$/, uiTimeout);

    // A client-credentials token issued now carries the claim.
    const token = await createManagementToken(suite.server());
    expect(decodeJwtPayload(token)).toMatchObject({ plan: 'pro' });

    await page.goto('/console/default/customize-jwt');
    await page.getByTestId('jwt-edit-client-credentials').waitFor(uiTimeout);
  });
});
