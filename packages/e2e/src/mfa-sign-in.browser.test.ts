import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { totpCodeAt } from '../../server/src/modules/mfa/totp.js';
import { checkChromium } from './support/browser.js';
import { uiTimeout } from './support/console-auth.js';
import { submitSignInForm, type Credentials } from './support/experience-forms.js';
import { useLocalhostSignIn } from './support/localhost-sign-in.js';
import { addVirtualAuthenticator } from './support/virtual-authenticator.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'two-step verification in the sign-in app'
  : `two-step verification in the sign-in app (skipped: ${chromium.reason})`;

const ada = { username: 'ada', password: 'Copper-Lantern-42' };
const bea = { username: 'bea', password: 'Willow-Compass-17' };
const stepMs = 30_000;

describe.skipIf(!chromium.available)(title, () => {
  const { it, running, authorize } = useLocalhostSignIn('MFA SPA');
  const userIds = new Map<string, string>();

  beforeAll(async () => {
    const { api } = running();
    const policy = await api.patch('/sign-in-exp', {
      mfa: { factors: ['Totp', 'WebAuthn', 'BackupCode'], policy: 'Mandatory' },
    });
    expect(policy.status).toBe(200);
    for (const user of [ada, bea]) {
      const created = await api.post<{ id: string }>('/users', user);
      expect(created.status).toBe(200);
      userIds.set(user.username, created.body.id);
    }
  });

  /** Signs out (the browser forgets its session) and signs in again with the password. */
  const signInAgain = async (page: Page, user: Credentials) => {
    await page.context().clearCookies();
    const authorization = await authorize();
    await page.goto(authorization.path);
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    await submitSignInForm(page, user);
    return authorization;
  };

  const typeCode = (page: Page, code: string) =>
    page.getByTestId('code-digit-0').pressSequentially(code);

  it('binds TOTP at the next sign-in, signs in with TOTP, then with a backup code used once', async ({
    openPage,
  }) => {
    const first = await authorize();
    const page = await openPage(first.path);
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    await submitSignInForm(page, ada);

    // Mandatory: a factor must be added before the sign-in ends.
    const binding = page.getByTestId('page-mfa-binding');
    await binding.waitFor(uiTimeout);
    expect(await page.getByTestId('skip').count()).toBe(0);
    await page.getByTestId('factor-Totp').click();
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    expect(await page.getByTestId('totp-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await typeCode(page, totpCodeAt(secret));

    // Backup codes are offered once the authenticator is bound: ten, shown once.
    await page.getByTestId('bind-BackupCode').waitFor(uiTimeout);
    const codes = await page.getByTestId('backup-codes').locator('li').allTextContents();
    expect(codes).toHaveLength(10);
    const continueButton = page.getByTestId('submit');
    expect(await continueButton.isDisabled()).toBe(true);
    await page.getByTestId('backup-saved').check();
    await continueButton.click();
    expect(await first.finish(page)).toBe(userIds.get('ada'));

    // Later: the authenticator app's code. The binding spent this time step, so the app's next
    // code (the server accepts one step of clock drift) is the one typed.
    const second = await signInAgain(page, ada);
    await page.getByTestId('page-mfa-verification').waitFor(uiTimeout);
    await page.getByTestId('factor-Totp').click();
    await typeCode(page, totpCodeAt(secret, new Date(Date.now() + stepMs)));
    expect(await second.finish(page)).toBe(userIds.get('ada'));

    // A backup code signs in once.
    const [backupCode = ''] = codes;
    const third = await signInAgain(page, ada);
    await page.getByTestId('page-mfa-verification').waitFor(uiTimeout);
    await page.getByTestId('factor-BackupCode').click();
    await page.getByLabel('Backup code').fill(backupCode);
    await page.getByTestId('submit').click();
    expect(await third.finish(page)).toBe(userIds.get('ada'));

    // The same code again is refused, and the sign-in does not end.
    await signInAgain(page, ada);
    await page.getByTestId('page-mfa-verification').waitFor(uiTimeout);
    await page.getByTestId('factor-BackupCode').click();
    await page.getByLabel('Backup code').fill(backupCode);
    await page.getByTestId('submit').click();
    const refusal = page.getByTestId('error-backupCode');
    await refusal.waitFor(uiTimeout);
    expect((await refusal.textContent())?.length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toContain('/sign-in/mfa/verify');
  });

  it('binds a platform authenticator as the second factor and signs in with it', async ({
    openPage,
  }) => {
    const first = await authorize();
    const page = await openPage(first.path);
    const authenticator = await addVirtualAuthenticator(page);
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    await submitSignInForm(page, bea);

    await page.getByTestId('page-mfa-binding').waitFor(uiTimeout);
    await page.getByTestId('factor-WebAuthn').click();
    await page.getByRole('button', { name: 'Add passkey or security key' }).click();
    // The backup codes offered next may be declined.
    await page.getByTestId('bind-BackupCode').waitFor(uiTimeout);
    await page.getByTestId('skip').click();
    expect(await first.finish(page)).toBe(userIds.get('bea'));
    const [credential, ...others] = await authenticator.credentials();
    expect(others).toEqual([]);
    expect(credential?.rpId).toBe('localhost');

    const second = await signInAgain(page, bea);
    // Her only factor opens at once.
    await page.getByTestId('verify-WebAuthn').waitFor(uiTimeout);
    await page.getByRole('button', { name: 'Use passkey or security key' }).click();
    expect(await second.finish(page)).toBe(userIds.get('bea'));
    const [used] = await authenticator.credentials();
    expect(used?.signCount).toBeGreaterThan(credential?.signCount ?? 0);
  });
});
