import { beforeAll, describe, expect } from 'vitest';
import { createManagementApiClient } from '../../server/src/testing/api-client.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { createConsoleSession, uiTimeout, type StorageState } from './support/console-auth.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'organizations in the console'
  : `organizations in the console (skipped: ${chromium.reason})`;
const consoleBase = '/console/default';

describe.skipIf(!chromium.available)(title, () => {
  let session: StorageState | undefined;
  const suite = useBrowserSuite();
  const { it } = suite;

  beforeAll(async () => {
    session = await createConsoleSession(suite.browser(), suite.server());
  });

  it('builds a template, creates an organization with just-in-time settings, adds a member with a role, invites and revokes, adds an app, and shows the membership on the user', async ({
    openPage,
  }) => {
    const api = await createManagementApiClient(suite.server());
    const created = await api.post<{ id: string }>('/users', { username: 'ona_member' });
    expect(created.status).toBe(200);
    const userId = created.body.id;
    const page = await openPage(`${consoleBase}/organization-template/organization-permissions`, {
      storageState: session,
    });

    // The template: one permission, one role granting it.
    await page.getByTestId('organization-scope-create-button').click();
    await page.getByTestId('organization-scope-name').fill('read:reports');
    await page.getByTestId('organization-scope-submit').click();
    await page
      .getByTestId('organization-scopes-table')
      .getByText('read:reports')
      .waitFor(uiTimeout);

    await page.getByTestId('tab-organization-roles').click();
    await page.getByTestId('organization-role-create-button').click();
    await page.getByTestId('organization-role-create-name').fill('viewer');
    await page.getByTestId('organization-role-create-submit').click();
    await page.waitForURL(/\/organization-roles\/[0-9a-z]+\/permissions$/, uiTimeout);
    await page.getByTestId('assign-permissions-button').click();
    const assign = page.getByTestId('assign-dialog');
    await assign.getByText('read:reports').click();
    await assign.getByTestId('assign-submit').click();
    await page
      .getByTestId('organization-role-permissions-table')
      .getByText('read:reports')
      .waitFor(uiTimeout);

    // The organization, with an email domain and a default role for users who join just in time.
    await page.goto(`${consoleBase}/organizations`);
    await page.getByTestId('organization-create-button').click();
    await page.getByTestId('organization-create-name').fill('Acme');
    await page.getByTestId('organization-create-submit').click();
    await page.waitForURL(/\/organizations\/[0-9a-z]+\/settings$/, uiTimeout);
    const organizationId =
      /\/organizations\/([0-9a-z]+)\//.exec(new URL(page.url()).pathname)?.[1] ?? '';
    await page.getByRole('textbox', { name: 'Email domain 1' }).fill('acme.test');
    await page.getByTestId('organization-jit-roles').getByText('viewer').click();
    await page.getByTestId('save-button').click();
    await page
      .getByTestId('toast-success')
      .filter({ hasText: /^Changes saved\.$/ })
      .waitFor(uiTimeout);
    const domains = await api.get<Array<{ emailDomain: string }>>(
      `/organizations/${organizationId}/jit/email-domains`,
    );
    expect(domains.body.map((domain) => domain.emailDomain)).toEqual(['acme.test']);
    await page.reload();
    expect(await page.getByRole('textbox', { name: 'Email domain 1' }).inputValue()).toBe(
      'acme.test',
    );

    // A member with the role: their organization permissions are the role's.
    await page.getByTestId('tab-members').click();
    await page.getByTestId('assign-members-button').click();
    const add = page.getByTestId('assign-dialog');
    await add.getByText('ona_member').first().click();
    await add.getByTestId('assign-submit').click();
    const members = page.getByTestId('organization-members-table');
    await members.getByText('ona_member').first().waitFor(uiTimeout);
    await page.getByTestId(`edit-member-roles-${userId}`).click();
    const roles = page.getByTestId('edit-roles-dialog');
    await roles.getByText('viewer').click();
    await roles.getByTestId('edit-roles-submit').click();
    await members.getByText('viewer').waitFor(uiTimeout);
    const scopes = await api.get<Array<{ name: string }>>(
      `/organizations/${organizationId}/users/${userId}/scopes`,
    );
    expect(scopes.body.map((scope) => scope.name)).toEqual(['read:reports']);

    // An invitation by email, recorded without a message, then revoked.
    await page.getByTestId('invite-member-button').click();
    const invite = page.getByTestId('invite-dialog');
    await invite.getByTestId('invitation-invitee').fill('new.member@acme.test');
    await invite.getByTestId('invitation-send-email').click();
    await invite.getByTestId('invitation-submit').click();
    const invitations = page.getByTestId('organization-invitations-table');
    await invitations.getByText('new.member@acme.test').waitFor(uiTimeout);
    await invitations.getByText('Pending').waitFor(uiTimeout);
    await invitations.getByRole('button', { name: 'Revoke invitation' }).click();
    await page
      .getByTestId('confirm-dialog')
      .getByRole('button', { name: 'Revoke invitation' })
      .click();
    await invitations.getByText('Revoked').waitFor(uiTimeout);

    // A machine-to-machine app joins and gets no user role to pick.
    const app = await api.post<{ id: string }>('/applications', {
      name: 'Report robot',
      type: 'MachineToMachine',
    });
    expect(app.status).toBe(200);
    await page.getByTestId('tab-machine-to-machine').click();
    await page.getByTestId('assign-applications-button').click();
    const addApp = page.getByTestId('assign-dialog');
    await addApp.getByText('Report robot').click();
    await addApp.getByTestId('assign-submit').click();
    await page
      .getByTestId('organization-applications-table')
      .getByText('Report robot')
      .waitFor(uiTimeout);
    await page.getByTestId(`edit-application-roles-${app.body.id}`).click();
    await page
      .getByTestId('edit-roles-dialog')
      .getByText('There are no organization roles of this type yet', { exact: false })
      .waitFor(uiTimeout);
    await page.keyboard.press('Escape');
    await page.getByTestId('edit-roles-dialog').waitFor({ state: 'detached', ...uiTimeout });

    // The user's page lists the organization with the role, and leads back to it.
    await page.goto(`${consoleBase}/users/${userId}/organizations`);
    const organizations = page.getByTestId('user-organizations');
    await organizations.getByText('viewer').waitFor(uiTimeout);
    await organizations.getByRole('link', { name: /Acme/ }).click();
    await page.waitForURL(`**/organizations/${organizationId}/settings`, uiTimeout);
  });
});
