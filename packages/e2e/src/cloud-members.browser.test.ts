import { adminTenantId } from '@tessera/schemas';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { scopeToTenant } from '../../server/src/db/tenant-scope.js';
import { createUser } from '../../server/src/modules/users/service.js';
import { startSmtpInbox, type SmtpInbox } from '../../server/src/testing/smtp-inbox.js';
import { connectSmtpInbox } from '../../server/src/testing/test-connectors.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { consoleAdministrator, uiTimeout, type Credentials } from './support/console-auth.js';
import { fillFirstAdminForm, submitSignInForm } from './support/experience-forms.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'tenant members in the cloud console'
  : `tenant members in the cloud console (skipped: ${chromium.reason})`;

const collaboratorEmail = 'cora.collaborator@members.test';
const collaborator: Credentials = { username: 'cora_collaborator', password: 'Tessera#Member2026y' };

/** Signs up as the first console user and goes through onboarding; returns the new tenant's id. */
async function signUpAndOnboard(page: Page) {
  await page.goto('/console/');
  await page.getByTestId('page-first-admin').waitFor(uiTimeout);
  await fillFirstAdminForm(page, consoleAdministrator);
  await page.waitForURL((url) => url.pathname === '/console/onboarding/welcome', uiTimeout);
  await page.getByTestId('onboarding-project-company').click();
  await page.getByTestId('onboarding-company-name').fill('Acme');
  await page.getByTestId('onboarding-stage-new-product').click();
  await page.getByTestId('onboarding-next').click();
  await page.waitForURL((url) => url.pathname === '/console/onboarding/create-tenant', uiTimeout);
  await page.getByTestId('onboarding-tenant-name').fill('Acme Team');
  await page.getByTestId('onboarding-create').click();
  await page.waitForURL((url) => /^\/console\/onboarding\/[\da-z]{6}\/sign-in-experience$/.test(url.pathname), uiTimeout);
  const tenantId = new URL(page.url()).pathname.split('/')[3] ?? '';
  await page.getByTestId('onboarding-finish').click();
  await page.waitForURL((url) => url.pathname.startsWith(`/console/${tenantId}/`), uiTimeout);
  await page.getByTestId('sidebar').waitFor(uiTimeout);
  return tenantId;
}

/** Matches the token endpoint's answer to a request for the tenant's organization token. */
const organizationTokenOf = (tenantId: string) => (response: Response) =>
  new URL(response.url()).pathname.endsWith('/oidc/token') &&
  (response.request().postData() ?? '').includes(`organization_id=t-${tenantId}`);

const scopesIn = (body: unknown) => String((body as { scope?: string }).scope ?? '').split(' ');

/** Who the signed-in member is in the members table: their role as the row shows it. */
const roleShown = (page: Page, userId: string) => page.getByTestId('tenant-members-table').getByTestId(`member-role-${userId}`);

describe.skipIf(!chromium.available)(title, () => {
  let inbox: SmtpInbox | undefined;
  const suite = useBrowserSuite({ serverEnvironment: () => ({ EDITION: 'cloud' }) });
  const { it } = suite;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox?.close();
  });

  it('invites a collaborator by email who accepts, sees only what their role allows, follows promotion and demotion as the access guard says, and leaves', async ({
    openPage,
  }) => {
    const server = suite.server();
    const mailbox = inbox as SmtpInbox;
    // Invitations go out through the admin tenant's email connector, to the test's SMTP server.
    await connectSmtpInbox(server, mailbox, adminTenantId);

    // 1. The administrator signs up, onboarding creates their tenant.
    const admin = await openPage('/console/');
    const tenantId = await signUpAndOnboard(admin);
    const membersPath = `/console/${tenantId}/tenant-settings/members`;

    // The collaborator has a console account with the invited email (the admin tenant is sign-in only).
    const account = await createUser(
      scopeToTenant(server.context.database.db, adminTenantId),
      { ...collaborator, primaryEmail: collaboratorEmail },
      { defaultRoles: true },
    );

    // 2. The administrator invites them; the email holds the console's accept link.
    await admin.waitForLoadState('networkidle');
    await admin.goto(membersPath);
    await admin.getByTestId('invite-members-button').click();
    const dialog = admin.getByTestId('invite-members-dialog');
    const emails = dialog.getByTestId('invite-members-emails').locator('input');
    await emails.fill(collaboratorEmail);
    await emails.press('Enter');
    await dialog.getByTestId('invitee-tag').filter({ hasText: collaboratorEmail }).waitFor(uiTimeout);
    const mail = mailbox.nextMessage(collaboratorEmail);
    await dialog.getByTestId('invite-members-submit').click();
    await dialog.waitFor({ state: 'detached', ...uiTimeout });
    const link = /(https?:\/\/\S+?)[.,;]?(?:\s|$)/.exec((await mail).text)?.[1] ?? '';
    const acceptUrl = new URL(link);
    expect(acceptUrl.origin).toBe(server.url);
    expect(acceptUrl.pathname).toMatch(/^\/console\/accept\/[\da-z]+$/);

    // 3. The collaborator follows the link, signs in, and lands in the tenant as a member.
    const member = await openPage(acceptUrl.pathname);
    await member.getByTestId('page-sign-in').waitFor(uiTimeout);
    await submitSignInForm(member, collaborator);
    await member.waitForURL((url) => url.pathname.startsWith(`/console/${tenantId}`), uiTimeout);
    await member.getByTestId('sidebar').waitFor(uiTimeout);

    // Only what a collaborator may do: no invitations, no role changes, no tenant settings; leaving is offered.
    await member.waitForLoadState('networkidle');
    await member.goto(membersPath);
    await member.getByTestId('leave-tenant-button').waitFor(uiTimeout);
    await expect.poll(() => roleShown(member, account.id).textContent(), uiTimeout).toBe('Collaborator');
    expect(await member.getByTestId('invite-members-button').count()).toBe(0);
    expect(await member.getByTestId('tab-invitations').count()).toBe(0);
    expect(await member.getByTestId('tab-settings').count()).toBe(0);
    expect(await member.getByTestId('tenant-members-table').locator('select').count()).toBe(0);
    expect(await member.locator('[data-testid^="remove-member-"]').count()).toBe(0);

    // 4. The administrator promotes them: once the collaborator's console reads their scopes again,
    // the guard finds the organization token matching the server's grant and the admin's buttons appear.
    await admin.reload();
    await roleShown(admin, account.id).waitFor(uiTimeout);
    await roleShown(admin, account.id).selectOption('admin');
    await expect.poll(() => roleShown(admin, account.id).inputValue(), uiTimeout).toBe('admin');
    const promotedToken = member.waitForResponse(organizationTokenOf(tenantId), uiTimeout);
    await member.reload();
    expect(scopesIn(await (await promotedToken).json())).toEqual(expect.arrayContaining(['invite:member', 'manage:tenant']));
    const inviteButton = member.getByTestId('invite-members-button');
    await inviteButton.waitFor(uiTimeout);
    await member.getByTestId('tab-settings').waitFor(uiTimeout);
    expect(new URL(member.url()).pathname).toBe(membersPath);

    // 5. The administrator demotes them again: the next organization token lacks the admin's
    // scopes and their buttons go; the collaborator stays on the page, signed in.
    await roleShown(admin, account.id).selectOption('collaborator');
    await expect.poll(() => roleShown(admin, account.id).inputValue(), uiTimeout).toBe('collaborator');
    await member.waitForLoadState('networkidle');
    const demotedToken = member.waitForResponse(organizationTokenOf(tenantId), uiTimeout);
    await member.reload();
    expect(scopesIn(await (await demotedToken).json())).not.toContain('invite:member');
    await member.getByTestId('leave-tenant-button').waitFor(uiTimeout);
    await inviteButton.waitFor({ state: 'detached', ...uiTimeout });
    expect(await member.getByTestId('tab-settings').count()).toBe(0);
    expect(new URL(member.url()).pathname).toBe(membersPath);

    // 6. The collaborator leaves: they land on the console root, and the tenant is no longer theirs.
    await member.getByTestId('leave-tenant-button').click();
    const confirm = member.getByTestId('confirm-dialog');
    await confirm.getByRole('button', { name: 'Leave tenant' }).click();
    await member.waitForURL((url) => !url.pathname.startsWith(`/console/${tenantId}`), uiTimeout);
    await admin.reload();
    await admin.getByTestId('tenant-members-table').waitFor(uiTimeout);
    await roleShown(admin, account.id).waitFor({ state: 'detached', ...uiTimeout });
    await member.goto(membersPath);
    await member.waitForURL((url) => !url.pathname.startsWith(`/console/${tenantId}`), uiTimeout);
  });
});
