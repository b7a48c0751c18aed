import type { Page } from 'playwright-core';

export type Credentials = { username: string; password: string };

/** Fills the sign-in app's sign-in form shown on `page` and submits it. */
export async function submitSignInForm(page: Page, { username, password }: Credentials) {
  await page.locator('input[name="identifier"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('submit').click();
}

/** Fills the registration form (username, password twice) and submits it. */
export async function submitRegisterForm(page: Page, { username, password }: Credentials) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(password);
  await page.getByTestId('submit').click();
}

/** The first-administrator form has the same fields as registration. */
export const fillFirstAdminForm = submitRegisterForm;
