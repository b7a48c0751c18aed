import type { Locator, Page } from 'playwright-core';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../server/src/testing/smtp-inbox.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { startCallbackServer, type CallbackServer } from './support/callback-server.js';
import { signInToConsole, uiTimeout } from './support/console-auth.js';
import {
  fillSmtpConnectorGuide,
  saveConnectorGuide,
  sendTestMessage,
} from './support/console-connectors.js';
import { submitSignInForm } from './support/experience-forms.js';
import { createSpaApplication } from './support/management-api.js';
import { createRelyingParty } from './support/relying-party.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'sign-in experience'
  : `sign-in experience (skipped: ${chromium.reason})`;

const brand = { light: '#0A7E3F', dark: '#35C47A' };
/** The same colours as a computed style reports them. */
const brandRgb = { light: 'rgb(10, 126, 63)', dark: 'rgb(53, 196, 122)' };
/** German overrides of two texts of the sign-in app. */
const germanPhrases = { sign_in: 'Jetzt einloggen', create_account: 'Konto jetzt anlegen' };
const sender = 'no-reply@tessera.test';
const templates = [
  { usageType: 'Generic', subject: 'Test from Tessera', content: 'Your test code is {{code}}.' },
  { usageType: 'Register', subject: 'Your sign-up code', content: 'Sign up with {{code}}.' },
  { usageType: 'SignIn', subject: 'Your sign-in code', content: 'Sign in with {{code}}.' },
  { usageType: 'ForgotPassword', subject: 'Reset your password', content: 'Reset with {{code}}.' },
] as const;
/** The scopes that put the user's email address in the ID token. */
const withEmail = { scope: 'openid profile email' };
/** A 1×1 PNG, the logo the administrator uploads. */
const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const codeOf = (text: string) => {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) {
    throw new Error(`No code in the message: ${text}`);
  }
  return code;
};

const backgroundOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

/** Types the code into the code page; the last digit submits it. */
async function enterCode(page: Page, code: string) {
  await page.getByTestId('page-verification-code').waitFor(uiTimeout);
  await page.getByTestId('code-digit-0').fill(code);
}

describe.skipIf(!chromium.available)(title, () => {
  let callback: CallbackServer | undefined;
  let inbox: SmtpInbox | undefined;
  const suite = useBrowserSuite({ allowedOrigins: () => (callback ? [callback.origin] : []) });
  const { it } = suite;

  beforeAll(async () => {
    [callback, inbox] = await Promise.all([startCallbackServer(), startSmtpInbox()]);
  });
  afterAll(async () => {
    await Promise.all([callback?.close(), inbox?.close()]);
  });

  it('configures email sign-up, branding and German phrases in the console, and a new user registers, resets the password and signs in with them', async ({
    openPage,
  }) => {
    const server = suite.server();
    const mailbox = inbox as SmtpInbox;
    const redirectUri = callback?.redirectUri ?? '';

    // 1. Connectors: an SMTP email connector on the test's own SMTP server, tested, then saved.
    const admin = await openPage('/console');
    await signInToConsole(admin, server, { path: '/console/default/connectors/passwordless' });
    await fillSmtpConnectorGuide(admin, { inbox: mailbox, fromEmail: sender, templates });
    await sendTestMessage(admin, 'admin@tessera.test');
    const test = await mailbox.nextMessage('admin@tessera.test');
    expect(test.subject).toBe('Test from Tessera');
    expect(test.text).toContain('Your test code is');
    expect(test.envelope.from).toBe(sender);
    codeOf(test.text);
    await saveConnectorGuide(admin);

    // 2. Sign-in experience. Branding: colours for both themes, dark mode on, an uploaded logo.
    await admin.goto('/console/default/sign-in-experience/branding');
    await admin.getByTestId('color-primaryColor-input').fill(brand.light);
    const darkMode = admin.getByTestId('sie-dark-mode');
    if ((await darkMode.getAttribute('aria-checked')) !== 'true') {
      await darkMode.click();
    }
    await admin.getByTestId('color-darkPrimaryColor-input').fill(brand.dark);
    await admin.getByTestId('sie-logoUrl-file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: logoPng,
    });
    const logoInput = admin.getByTestId('sie-logoUrl-input');
    await expect.poll(() => logoInput.inputValue(), uiTimeout).toMatch(/^http.+\.png$/);
    const logoUrl = await logoInput.inputValue();
    const stored = await fetch(logoUrl);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(logoPng)).toBe(true);

    // Sign-up with an email address proved by a code, and a password.
    await admin.getByTestId('tab-sign-up-and-sign-in').click();
    const username = admin.getByTestId('sign-up-identifier-username');
    await username.waitFor(uiTimeout);
    if (await username.isChecked()) {
      await username.uncheck();
    }
    await admin.getByTestId('sign-up-identifier-email').check();
    const password = admin.getByTestId('sign-up-password');
    if (!(await password.isChecked())) {
      await password.check();
    }
    expect(await admin.getByTestId('sign-up-verify').isChecked()).toBe(true);
    await admin.getByTestId('sign-in-method-email').waitFor(uiTimeout);

    // Content: German phrases, saved on their own.
    await admin.getByTestId('tab-content').click();
    await admin.getByTestId('phrases-language').selectOption('de');
    await admin.getByTestId('phrase-action.sign_in').fill(germanPhrases.sign_in);
    await admin.getByTestId('phrase-action.create_account').fill(germanPhrases.create_account);
    await admin.getByTestId('phrases-save').click();
    await admin.getByTestId('toast-success').filter({ hasText: 'Custom phrases saved.' }).waitFor(uiTimeout);

    // The preview shows the edits before they are saved: the colour, and in German the phrase.
    await admin.getByTestId('preview-language').selectOption('de');
    const preview = admin.frameLocator('[data-testid="preview-frame"]');
    const previewButton = preview.getByTestId('preview-sign-in').getByTestId('submit');
    await previewButton.filter({ hasText: germanPhrases.sign_in }).waitFor(uiTimeout);
    await expect.poll(() => backgroundOf(previewButton), uiTimeout).toBe(brandRgb.light);
    await admin.getByTestId('preview-dark').click();
    await expect.poll(() => backgroundOf(previewButton), uiTimeout).toBe(brandRgb.dark);

    // Save; sign-up and sign-in changed, so the differences are confirmed first.
    await admin.getByTestId('save-button').click();
    const confirm = admin.getByTestId('confirm-dialog');
    await confirm.getByTestId('sign-in-diff').waitFor(uiTimeout);
    await confirm.getByRole('button', { name: 'Save' }).click();
    await admin.getByTestId('toast-success').filter({ hasText: /^Changes saved\.$/ }).waitFor(uiTimeout);
    await admin.getByTestId('save-button').and(admin.locator(':disabled')).waitFor(uiTimeout);

    // 3. A new user, German browser in dark mode, through a real authorization request.
    const clientId = await createSpaApplication(server, 'Newsroom', redirectUri, [redirectUri]);
    const relyingParty = await createRelyingParty(`${server.url}/oidc`, clientId, redirectUri);
    const user = { email: 'lena.vogel@tessera.test', password: 'Lindenbaum#Quelle2026' };
    const first = await relyingParty.startAuthorization(withEmail);
    const page = await openPage(first.url.toString(), { locale: 'de-DE', colorScheme: 'dark' });
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    const html = page.locator('html');
    expect(await html.getAttribute('lang')).toBe('de');
    expect(await html.getAttribute('data-theme')).toBe('dark');
    await page.locator(`img[src="${logoUrl}"]`).waitFor(uiTimeout);
    await page.getByTestId('register-link').click();
    await page.getByTestId('page-register').waitFor(uiTimeout);
    const createButton = page.getByTestId('submit');
    expect(await createButton.textContent()).toBe(germanPhrases.create_account);
    await expect.poll(() => backgroundOf(createButton), uiTimeout).toBe(brandRgb.dark);
    await page.locator('input[name="contact"]').fill(user.email);
    await page.locator('input[name="password"]').fill(user.password);
    await page.locator('input[name="confirmPassword"]').fill(user.password);
    await createButton.click();
    const signUpMail = await mailbox.nextMessage(user.email);
    expect(signUpMail.subject).toBe('Your sign-up code');
    await enterCode(page, codeOf(signUpMail.text));
    await page.waitForURL((url) => url.toString().startsWith(redirectUri), uiTimeout);
    const tokens = await relyingParty.redeemCode(new URL(page.url()), first);
    expect(tokens.claims()).toMatchObject({ email: user.email, email_verified: true });

    // Sign-out at the end-session endpoint, back to the application.
    const signedOut = client.buildEndSessionUrl(relyingParty.config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: redirectUri,
      state: 'signed-out',
    });
    await page.goto(signedOut.toString());
    await page.waitForURL((url) => url.searchParams.get('state') === 'signed-out', uiTimeout);

    // Forgotten password: a code by email, a new password, then sign-in with it.
    const second = await relyingParty.startAuthorization(withEmail);
    await page.goto(second.url.toString());
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    await page.getByTestId('forgot-password-link').click();
    await page.getByTestId('page-forgot-password').waitFor(uiTimeout);
    await page.locator('input[name="identifier"]').fill(user.email);
    await page.getByTestId('submit').click();
    const resetMail = await mailbox.nextMessage(user.email);
    expect(resetMail.subject).toBe('Reset your password');
    await enterCode(page, codeOf(resetMail.text));
    await page.getByTestId('page-reset-password').waitFor(uiTimeout);
    const newPassword = 'Wacholder#Brunnen2027';
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="confirmPassword"]').fill(newPassword);
    await page.getByTestId('submit').click();
    await page.getByTestId('notice').waitFor(uiTimeout);
    const signInButton = page.getByTestId('submit');
    expect(await signInButton.textContent()).toBe(germanPhrases.sign_in);
    // The pointer rests where the reset button was, over this one: move it off the hover colour.
    await page.mouse.move(0, 0);
    await expect.poll(() => backgroundOf(signInButton), uiTimeout).toBe(brandRgb.dark);
    await submitSignInForm(page, { username: user.email, password: newPassword });
    await page.waitForURL((url) => url.toString().startsWith(redirectUri), uiTimeout);
    const again = await relyingParty.redeemCode(new URL(page.url()), second);
    expect(again.claims()).toMatchObject({ sub: tokens.claims()?.sub, email: user.email });
  });
});
