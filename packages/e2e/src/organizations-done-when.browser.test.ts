import { organizationsResource, organizationsScope } from '@tessera/schemas';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createManagementApiClient } from '../../server/src/testing/api-client.js';
import { decodeJwtPayload } from '../../server/src/testing/management-token.js';
import { startSmtpInbox, type SmtpInbox } from '../../server/src/testing/smtp-inbox.js';
import { connectSmtpInbox } from '../../server/src/testing/test-connectors.js';
import { checkChromium } from './support/browser.js';
import { useBrowserSuite } from './support/browser-suite.js';
import { startCallbackServer, type CallbackServer } from './support/callback-server.js';
import { createConsoleSession, uiTimeout, type StorageState } from './support/console-auth.js';
import {
  createApiResourceInConsole,
  createPermissionInConsole,
} from './support/console-authorization.js';
import { startJoinLinkServer, type JoinLinkServer } from './support/join-link-server.js';
import { createSpaApplication } from './support/management-api.js';
import { createRelyingParty, type PendingAuthorization } from './support/relying-party.js';

const chromium = checkChromium();
const title = chromium.available
  ? 'organizations, end to end'
  : `organizations, end to end (skipped: ${chromium.reason})`;
const consoleBase = '/console/default';
const apiIndicator = 'https://docs-api.acme.test';
const organizationPermissions = ['read:docs', 'write:docs', 'manage:billing'];
/** What the application asks for: organization tokens, every organization permission, the API's. */
const appScope = [
  'openid',
  'offline_access',
  organizationsScope,
  ...organizationPermissions,
  'read:reports',
].join(' ');

const codeOf = (text: string) => {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) {
    throw new Error(`No code in the message: ${text}`);
  }
  return code;
};

const scopesOf = (accessToken: string) =>
  String(decodeJwtPayload(accessToken).scope ?? '')
    .split(' ')
    .filter(Boolean)
    .sort();

/** Creates an organization permission on the template's permissions tab. */
async function createOrganizationPermission(page: Page, name: string) {
  await page.getByTestId('organization-scope-create-button').click();
  await page.getByTestId('organization-scope-name').fill(name);
  await page.getByTestId('organization-scope-submit').click();
  await page
    .getByTestId('organization-scopes-table')
    .getByText(name, { exact: true })
    .waitFor(uiTimeout);
}

/** Creates an organization role and gives it organization permissions and API resource scopes. */
async function createOrganizationRole(
  page: Page,
  {
    name,
    permissions,
    resourceScopes,
  }: { name: string; permissions: string[]; resourceScopes: string[] },
) {
  await page.goto(`${consoleBase}/organization-template/organization-roles`);
  await page.getByTestId('organization-role-create-button').click();
  await page.getByTestId('organization-role-create-name').fill(name);
  await page.getByTestId('organization-role-create-submit').click();
  await page.waitForURL(/\/organization-roles\/[0-9a-z]+\/permissions$/, uiTimeout);
  await page.getByTestId('assign-permissions-button').click();
  const assign = page.getByTestId('assign-dialog');
  for (const permission of permissions) {
    await assign
      .getByTestId('organization-scope-options')
      .getByText(permission, { exact: true })
      .click();
  }
  const picker = assign.getByTestId('permission-picker');
  for (const scope of resourceScopes) {
    await picker.getByRole('searchbox').fill(scope);
    await picker.locator('label', { hasText: scope }).getByRole('checkbox').check();
  }
  await assign.getByTestId('assign-submit').click();
  const table = page.getByTestId('organization-role-permissions-table');
  for (const name of [...permissions, ...resourceScopes]) {
    await table.getByText(name, { exact: true }).waitFor(uiTimeout);
  }
}

/** Registers `email` on the open register page: a code from the inbox proves the address. */
async function registerWithCode(page: Page, inbox: SmtpInbox, email: string) {
  const contact = page.locator('input[name="contact"]');
  if ((await contact.inputValue()) !== email) {
    await contact.fill(email);
  }
  const message = inbox.nextMessage(email);
  await page.getByTestId('submit').click();
  await page.getByTestId('page-verification-code').waitFor(uiTimeout);
  await page.getByTestId('code-digit-0').fill(codeOf((await message).text));
}

describe.skipIf(!chromium.available)(title, () => {
  let callback: CallbackServer | undefined;
  let joinLink: JoinLinkServer | undefined;
  let inbox: SmtpInbox | undefined;
  let session: StorageState | undefined;
  /** The authorization requests the application started, by invitation id. */
  const started = new Map<string, PendingAuthorization>();
  let startForInvitation: (invitationId: string) => Promise<URL> = () =>
    Promise.reject(new Error('The application is not set up yet.'));
  const suite = useBrowserSuite({
    allowedOrigins: () => [callback?.origin, joinLink?.origin].filter((item) => item !== undefined),
  });
  const { it } = suite;

  beforeAll(async () => {
    [callback, inbox, joinLink] = await Promise.all([
      startCallbackServer(),
      startSmtpInbox(),
      startJoinLinkServer((invitationId) => startForInvitation(invitationId)),
    ]);
    session = await createConsoleSession(suite.browser(), suite.server());
  });
  afterAll(async () => {
    await Promise.all([callback?.close(), inbox?.close(), joinLink?.close()]);
  });

  it('builds a template, invites a user who registers and joins, gives organization tokens with exactly the role’s scopes until the role goes, and adds a user of a just-in-time domain', async ({
    openPage,
  }) => {
    const server = suite.server();
    const mailbox = inbox as SmtpInbox;
    const redirectUri = callback?.redirectUri ?? '';
    const api = await createManagementApiClient(server);

    // The tenant sends email through the test's SMTP server; people sign up with a proved address.
    await connectSmtpInbox(server, mailbox);
    const experience = await api.patch('/sign-in-exp', {
      signUp: { identifiers: ['email'], password: false, verify: true },
      signIn: {
        methods: [
          {
            identifier: 'email',
            password: false,
            verificationCode: true,
            isPasswordPrimary: false,
          },
        ],
      },
    });
    expect(experience.status, JSON.stringify(experience.body)).toBe(200);

    // The application: code + PKCE, offline access, organization tokens and the API through them.
    const clientId = await createSpaApplication(server, 'Docs', redirectUri);
    const relyingParty = await createRelyingParty(`${server.url}/oidc`, clientId, redirectUri);
    const startAuthorization = async (parameters: Record<string, string>) => {
      const pending = await relyingParty.startAuthorization({
        scope: appScope,
        resource: organizationsResource,
        ...parameters,
      });
      pending.url.searchParams.append('resource', apiIndicator);
      return pending;
    };
    startForInvitation = async (invitationId) => {
      const pending = await startAuthorization({ organization_invitation_id: invitationId });
      started.set(invitationId, pending);
      return pending.url;
    };
    let refreshToken = '';
    const organizationToken = async (parameters: Record<string, string>) => {
      const response = await fetch(`${server.url}/oidc/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          client_id: clientId,
          ...parameters,
        }),
      });
      const body = (await response.json()) as { access_token?: string; refresh_token?: string };
      expect(response.status, JSON.stringify(body)).toBe(200);
      refreshToken = body.refresh_token ?? refreshToken;
      return body.access_token ?? '';
    };

    // 1. The template, in the console: an API resource scope, three permissions, two roles.
    const admin = await openPage(consoleBase, { storageState: session });
    await createApiResourceInConsole(admin, { name: 'Docs API', indicator: apiIndicator });
    await createPermissionInConsole(admin, { name: 'read:reports', description: 'Read reports' });
    await admin.goto(`${consoleBase}/organization-template/organization-permissions`);
    for (const permission of organizationPermissions) {
      await createOrganizationPermission(admin, permission);
    }
    await createOrganizationRole(admin, {
      name: 'editor',
      permissions: ['read:docs', 'write:docs'],
      resourceScopes: ['read:reports'],
    });
    await createOrganizationRole(admin, {
      name: 'viewer',
      permissions: ['read:docs'],
      resourceScopes: [],
    });

    // 2. The organization, and an invitation by email with the editor role.
    await admin.goto(`${consoleBase}/organizations`);
    await admin.getByTestId('organization-create-button').click();
    await admin.getByTestId('organization-create-name').fill('Acme Docs');
    await admin.getByTestId('organization-create-submit').click();
    await admin.waitForURL(/\/organizations\/[0-9a-z]+\/settings$/, uiTimeout);
    const organizationId =
      /\/organizations\/([0-9a-z]+)\//.exec(new URL(admin.url()).pathname)?.[1] ?? '';
    await admin.getByTestId('tab-members').click();
    await admin.getByTestId('invite-member-button').click();
    const invite = admin.getByTestId('invite-dialog');
    const invitee = 'ivy.invited@invited.test';
    await invite.getByTestId('invitation-invitee').fill(invitee);
    await invite.getByTestId('invitation-roles').getByText('editor', { exact: true }).click();
    await invite.getByTestId('invitation-link').fill(joinLink?.joinUrl ?? '');
    const invitationMail = mailbox.nextMessage(invitee);
    await invite.getByTestId('invitation-submit').click();
    const invitations = admin.getByTestId('organization-invitations-table');
    await invitations.getByText(invitee).waitFor(uiTimeout);

    // 3. The invitee opens the link, sees the invitation, registers with the address and joins.
    // The template ends the sentence after the link: the full stop is not part of it.
    const link = /(https?:\/\/\S+?)[.,;]?(?:\s|$)/.exec((await invitationMail).text)?.[1] ?? '';
    expect(link.startsWith(`${joinLink?.joinUrl}?organization_invitation_id=`)).toBe(true);
    const user = await openPage(link);
    await user.getByTestId('page-sign-in').waitFor(uiTimeout);
    await user
      .getByTestId('organization-invitation')
      .filter({ hasText: 'You were invited to join Acme Docs.' })
      .waitFor(uiTimeout);
    await user.getByTestId('register-link').click();
    await user.getByTestId('page-register').waitFor(uiTimeout);
    await user.getByTestId('organization-invitation').waitFor(uiTimeout);
    expect(await user.locator('input[name="contact"]').inputValue()).toBe(invitee);
    await registerWithCode(user, mailbox, invitee);
    await user.waitForURL((url) => url.toString().startsWith(redirectUri), uiTimeout);
    const invitationId = new URL(link).searchParams.get('organization_invitation_id') ?? '';
    const pending = started.get(invitationId);
    expect(pending).toBeDefined();
    const tokens = await relyingParty.redeemCode(
      new URL(user.url()),
      pending as PendingAuthorization,
    );
    const userId = String(tokens.claims()?.sub);
    refreshToken = tokens.refresh_token ?? '';
    expect(refreshToken).not.toBe('');
    await admin.reload();
    await invitations.getByText('Accepted').waitFor(uiTimeout);

    // 4. Organization tokens: exactly the editor role's scopes, for the organization and the API.
    const forOrganization = await organizationToken({ organization_id: organizationId });
    expect(decodeJwtPayload(forOrganization)).toMatchObject({
      sub: userId,
      organization_id: organizationId,
      aud: `urn:tessera:organization:${organizationId}`,
    });
    expect(scopesOf(forOrganization)).toEqual(['read:docs', 'write:docs']);
    const forApi = await organizationToken({
      organization_id: organizationId,
      resource: apiIndicator,
    });
    expect(decodeJwtPayload(forApi)).toMatchObject({ aud: apiIndicator });
    expect(scopesOf(forApi)).toEqual(['read:reports']);

    // 5. The administrator takes the role away in the console; the next tokens lack its scopes.
    const members = admin.getByTestId('organization-members-table');
    await members.getByText('editor', { exact: true }).waitFor(uiTimeout);
    await admin.getByTestId(`edit-member-roles-${userId}`).click();
    const roles = admin.getByTestId('edit-roles-dialog');
    await roles.getByText('editor', { exact: true }).click();
    await roles.getByTestId('edit-roles-submit').click();
    await roles.waitFor({ state: 'detached', ...uiTimeout });
    await members.getByText('editor', { exact: true }).waitFor({ state: 'detached', ...uiTimeout });
    expect(scopesOf(await organizationToken({ organization_id: organizationId }))).toEqual([]);
    expect(
      scopesOf(
        await organizationToken({ organization_id: organizationId, resource: apiIndicator }),
      ),
    ).toEqual([]);

    // 6. A just-in-time email domain with the viewer role: a second user joins by registering.
    await admin.getByTestId('tab-settings').click();
    await admin.getByRole('textbox', { name: 'Email domain 1' }).fill('acme.test');
    await admin.getByTestId('organization-jit-roles').getByText('viewer', { exact: true }).click();
    await admin.getByTestId('save-button').click();
    await admin
      .getByTestId('toast-success')
      .filter({ hasText: /^Changes saved\.$/ })
      .waitFor(uiTimeout);
    const second = await startAuthorization({ first_screen: 'register' });
    const newcomer = await openPage(second.url.toString());
    await newcomer.getByTestId('page-register').waitFor(uiTimeout);
    await registerWithCode(newcomer, mailbox, 'jo@acme.test');
    await newcomer.waitForURL((url) => url.toString().startsWith(redirectUri), uiTimeout);
    const secondTokens = await relyingParty.redeemCode(new URL(newcomer.url()), second);
    const secondUserId = String(secondTokens.claims()?.sub);
    const listed = await api.get<Array<{ id: string; organizationRoles: Array<{ name: string }> }>>(
      `/organizations/${organizationId}/users`,
    );
    expect(
      listed.body
        .map((member) => [member.id, member.organizationRoles.map((role) => role.name)])
        .sort(),
    ).toEqual(
      [
        [userId, []],
        [secondUserId, ['viewer']],
      ].sort(),
    );
    // The console lists the newcomer with the role once it reads the members again.
    await admin.getByTestId('tab-members').click();
    await admin.reload();
    const newcomerRow = members.locator('tr', { hasText: 'jo@acme.test' });
    await newcomerRow.getByText('viewer', { exact: true }).waitFor(uiTimeout);
  });
});
