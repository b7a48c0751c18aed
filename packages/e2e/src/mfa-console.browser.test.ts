import { beforeAll, describe, expect } from 'vitest';
import { createManagementApiClient } from '../../server/src/testing/api-client.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { createConsoleSession, uiTimeout, type StorageState } from './support/console-auth.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'MFA in the console'
  : `MFA in the console (skipped: ${chromium.reason})`;

describe.skipIf(!chromium.available)(title, () => {
  let session: StorageState | undefined;
  const suite = useBrowserSuite();
  const { it } = suite;

  beforeAll(async () => {
    session = await createConsoleSession(suite.browser(), suite.server());
  });

  it('turns on the authenticator app and makes MFA mandatory, which a reload still shows', async ({ openPage }) => {
    const page = await openPage('/console/default/mfa', { storageState: session });
    const totp = page.getByTestId('mfa-factor-Totp');
    await totp.waitFor(uiTimeout);
    expect(await totp.getAttribute('aria-checked')).toBe('false');
    await totp.click();
    await page.getByTestId('mfa-policy-Mandatory').click();
    await page.getByTestId('mfa-form').getByTestId('save-button').click();
    await page.getByText('Changes saved.').first().waitFor(uiTimeout);

    await page.reload();
    await page.getByTestId('mfa-factor-Totp').waitFor(uiTimeout);
    expect(await page.getByTestId('mfa-factor-Totp').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('mfa-factor-WebAuthn').getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('radio', { name: /Require for everyone/ }).isChecked()).toBe(true);

    const api = await createManagementApiClient(suite.server());
    const saved = await api.get<{ mfa: unknown }>('/sign-in-exp');
    expect(saved.body.mfa).toEqual({ factors: ['Totp'], policy: 'Mandatory' });
  });

  it('generates backup codes for a user with an authenticator app and shows the ten codes once', async ({ openPage }) => {
    const api = await createManagementApiClient(suite.server());
    const user = await api.post<{ id: string }>('/users', { username: 'grace_mfa' });
    expect(user.status).toBe(200);
    expect((await api.post(`/users/${user.body.id}/mfa-verifications`, { type: 'Totp' })).status).toBe(200);

    const page = await openPage(`/console/default/users/${user.body.id}/settings`, { storageState: session });
    await page.getByTestId('user-mfa-factors').getByText('Authenticator app').waitFor(uiTimeout);
    await page.getByTestId('generate-backup-codes').click();
    const dialog = page.getByTestId('backup-codes-dialog');
    await dialog.waitFor(uiTimeout);
    const codes = await dialog.getByTestId('backup-codes').locator('li').allTextContents();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9a-f]{10}$/);
    }

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached', ...uiTimeout });
    await page.getByTestId('user-mfa-factors').getByText('Unused codes: 10').waitFor(uiTimeout);
  });
});
