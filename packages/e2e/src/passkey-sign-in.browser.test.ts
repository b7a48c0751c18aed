import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { checkChromium } from './support/browser.js';
import { uiTimeout } from './support/console-auth.js';
import { submitSignInForm } from './support/experience-forms.js';
import { useLocalhostSignIn } from './support/localhost-sign-in.js';
import { addVirtualAuthenticator } from './support/virtual-authenticator.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'passkey sign-in in the sign-in app'
  : `passkey sign-in in the sign-in app (skipped: ${chromium.reason})`;

const dana = { username: 'dana', password: 'Quartz-Meadow-58' };
const eli = { username: 'eli', password: 'Harbor-Violet-91' };

describe.skipIf(!chromium.available)(title, () => {
  const { it, running, authorize } = useLocalhostSignIn('Passkey SPA');
  let danaId = '';
  let eliId = '';

  beforeAll(async () => {
    const { api } = running();
    const created = await api.post<{ id: string }>('/users', dana);
    expect(created.status).toBe(200);
    danaId = created.body.id;
    eliId = (await api.post<{ id: string }>('/users', eli)).body.id;
  });

  const setPasskeySignIn = async (showPasskeyButton: boolean, allowAutofill: boolean) => {
    const answer = await running().api.patch('/sign-in-exp', {
      passkeySignIn: { enabled: true, showPasskeyButton, allowAutofill },
    });
    expect(answer.status).toBe(200);
  };


  /** Signs out: the browser forgets the session; the authenticator keeps its passkey. */
  const signOut = (page: Page) => page.context().clearCookies();

  it('offers a passkey after a password sign-in, then signs in with the passkey button alone', async ({
    openPage,
  }) => {
    await setPasskeySignIn(true, false);
    const first = await authorize();
    const page = await openPage(first.path);
    const authenticator = await addVirtualAuthenticator(page);
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    await submitSignInForm(page, dana);

    await page.getByTestId('page-passkey-enrol').waitFor(uiTimeout);
    await page.getByTestId('passkey-create').click();
    expect(await first.finish(page)).toBe(danaId);
    const [credential, ...others] = await authenticator.credentials();
    expect(others).toEqual([]);
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

    await signOut(page);
    const second = await authorize();
    await page.goto(second.path);
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    expect(await second.finish(page)).toBe(danaId);
    // The assertion was made with the enrolled passkey.
    const [used] = await authenticator.credentials();
    expect(used?.signCount).toBeGreaterThan(credential?.signCount ?? 0);
  });

  it('signs in with the passkey picked from the identifier field\'s autofill', async ({
    openPage,
  }) => {
    await setPasskeySignIn(false, true);
    const first = await authorize();
    const page = await openPage(first.path);
    const authenticator = await addVirtualAuthenticator(page);
    await page.getByTestId('page-sign-in').waitFor(uiTimeout);
    // No button: a passkey comes from the identifier field's autofill list.
    const identifier = page.locator('input[name="identifier"]');
    expect(await identifier.getAttribute('autocomplete')).toBe('username webauthn');
    expect(await page.getByTestId('passkey-button').count()).toBe(0);
    await submitSignInForm(page, eli);
    await page.getByTestId('page-passkey-enrol').waitFor(uiTimeout);
    await page.getByTestId('passkey-create').click();
    expect(await first.finish(page)).toBe(eliId);
    const [credential] = await authenticator.credentials();

    await signOut(page);
    const second = await authorize();
    await page.goto(second.path);
    // Chromium's virtual authenticator answers the autofill request with its discoverable
    // credential, possibly as soon as the page asks and before the field is focused; the page then
    // moves on at once. So nothing here waits for the sign-in page: it only focuses the field if
    // it is still there, and the finish is the proof.
    await page
      .waitForFunction(() => {
        const field = document.querySelector<HTMLInputElement>('input[name="identifier"]');
        field?.focus();
        return field !== null || !location.pathname.startsWith('/sign-in');
      }, undefined, uiTimeout)
      .catch(() => undefined);
    expect(await second.finish(page)).toBe(eliId);
    const [used] = await authenticator.credentials();
    expect(used?.signCount).toBeGreaterThan(credential?.signCount ?? 0);
  });
});
