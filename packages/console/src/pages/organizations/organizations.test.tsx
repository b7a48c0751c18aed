import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganizationInvitation } from '@tessera/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { organizationRoleListItem } from '../organization-template/testing/organization-template-fixture';
import { organizationFixture } from './testing/organization-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const templateRoles = {
  'GET /api/organization-roles': {
    body: [
      organizationRoleListItem({ id: 'r-admin', name: 'admin' }),
      organizationRoleListItem({ id: 'r-member', name: 'member', description: null }),
      organizationRoleListItem({ id: 'r-robot', name: 'robot', type: 'MachineToMachine' }),
    ],
    total: 3,
  },
};

const detailsRoutes = {
  'GET /api/organizations/org1': { body: organizationFixture() },
  'GET /api/organizations/org1/jit/email-domains': {
    body: [{ tenantId: 'default', organizationId: 'org1', emailDomain: 'acme.com' }],
    total: 1,
  },
  'GET /api/organizations/org1/jit/roles': { body: [], total: 0 },
  'GET /api/organization-invitations': { body: [] },
  ...templateRoles,
};

const invitationFixture = (
  overrides: Partial<OrganizationInvitation> = {},
): OrganizationInvitation => ({
  tenantId: 'default',
  id: 'inv1',
  inviterId: null,
  invitee: 'grace@example.com',
  acceptedUserId: null,
  organizationId: 'org1',
  status: 'Pending',
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_000_000,
  expiresAt: 1_700_600_000_000,
  organizationRoles: [{ id: 'r-member', name: 'member' }],
  ...overrides,
});

const member = {
  id: 'u1',
  username: 'ada',
  primaryEmail: 'ada@example.com',
  primaryPhone: null,
  name: 'Ada Lovelace',
  avatar: null,
  createdAt: 1,
  organizationRoles: [{ id: 'r-admin', name: 'admin' }],
};

// Whole-console renders with typing are slow on a busy runner.
describe('organizations', { timeout: 20_000 }, () => {
  it('lists organizations with member counts and keeps search and page in the URL', async () => {
    const api = mockManagementApi({
      'GET /api/organizations': {
        body: [{ ...organizationFixture(), usersCount: 7, featuredUsers: [] }],
        total: 25,
      },
    });
    const { router } = renderConsole('/default/organizations?page=2');

    const table = await screen.findByTestId('organizations-table');
    expect(await within(table).findByText('Acme')).toBeTruthy();
    expect(within(table).getByText('7')).toBeTruthy();
    const query = api.requestsTo('GET', '/api/organizations')[0]?.url.searchParams;
    expect(query?.get('page')).toBe('2');
    expect(query?.get('showFeatured')).toBe('true');

    await userEvent.type(screen.getByTestId('list-search'), 'acme{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=acme'));
    await waitFor(() =>
      expect(
        api.requestsTo('GET', '/api/organizations').at(-1)?.url.searchParams.get('search'),
      ).toBe('%acme%'),
    );
  });

  it('shows the empty state, creates an organization and opens its settings', async () => {
    const api = mockManagementApi({
      'GET /api/organizations': { body: [], total: 0 },
      'POST /api/organizations': { status: 201, body: organizationFixture() },
      ...detailsRoutes,
    });
    const { router } = renderConsole('/default/organizations');

    expect(await screen.findByText('No organizations yet')).toBeTruthy();
    await userEvent.click(screen.getByTestId('organization-create-button'));
    await userEvent.type(await screen.findByTestId('organization-create-name'), 'Acme');
    await userEvent.click(screen.getByTestId('organization-create-submit'));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/default/organizations/org1/settings'),
    );
    expect(api.requestsTo('POST', '/api/organizations')[0]?.body).toEqual({
      name: 'Acme',
      description: null,
    });
    expect(((await screen.findByTestId('organization-name')) as HTMLInputElement).value).toBe(
      'Acme',
    );
  });

  it('saves settings, custom data, MFA and just-in-time provisioning, refusing bad JSON and bad domains', async () => {
    const api = mockManagementApi({
      ...detailsRoutes,
      'PATCH /api/organizations/org1': ({ body }) => ({
        body: { ...organizationFixture(), ...(body as object) },
      }),
      'PUT /api/organizations/org1/jit/email-domains': { status: 204 },
      'PUT /api/organizations/org1/jit/roles': { status: 204 },
    });
    renderConsole('/default/organizations/org1/settings');

    const customData = await screen.findByTestId('organization-custom-data');
    expect(
      (screen.getByRole('textbox', { name: 'Email domain 1' }) as HTMLInputElement).value,
    ).toBe('acme.com');
    await userEvent.clear(customData);
    await userEvent.type(customData, '[[1]');
    await userEvent.click(screen.getByRole('button', { name: 'Add another' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email domain 2' }), 'not a domain');
    await userEvent.click(screen.getByTestId('save-button'));
    expect(await screen.findByText('Invalid JSON format.')).toBeTruthy();
    expect(screen.getByText('Enter a domain name such as example.com.')).toBeTruthy();
    expect(api.requestsTo('PATCH', '/api/organizations/org1')).toHaveLength(0);

    await userEvent.clear(customData);
    await userEvent.type(customData, '{{"plan":"pro"}');
    const domain = screen.getByRole('textbox', { name: 'Email domain 2' });
    await userEvent.clear(domain);
    await userEvent.type(domain, 'acme.org');
    await userEvent.click(screen.getByTestId('organization-mfa-switch'));
    await userEvent.click(await screen.findByTestId('checkbox-r-member'));
    // Machine-to-machine roles cannot be given to users who join just in time.
    expect(screen.queryByTestId('checkbox-r-robot')).toBeNull();
    await userEvent.click(screen.getByTestId('save-button'));

    await waitFor(() =>
      expect(api.requestsTo('PATCH', '/api/organizations/org1')[0]?.body).toEqual({
        name: 'Acme',
        description: 'Our biggest customer',
        customData: { plan: 'pro' },
        isMfaRequired: true,
      }),
    );
    await waitFor(() =>
      expect(api.requestsTo('PUT', '/api/organizations/org1/jit/email-domains')[0]?.body).toEqual({
        emailDomains: ['acme.com', 'acme.org'],
      }),
    );
    await waitFor(() =>
      expect(api.requestsTo('PUT', '/api/organizations/org1/jit/roles')[0]?.body).toEqual({
        organizationRoleIds: ['r-member'],
      }),
    );
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
  });

  it('asks before leaving the settings with unsaved changes', async () => {
    mockManagementApi({
      ...detailsRoutes,
      'GET /api/organizations/org1/users': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/organizations/org1/settings');

    await userEvent.type(await screen.findByTestId('organization-description'), ' and friends');
    await userEvent.click(screen.getByTestId('tab-members'));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/default/organizations/org1/settings');
  });

  it("lists members with their roles, adds users with roles in one step, edits a member's roles and removes a member after confirmation", async () => {
    const api = mockManagementApi({
      ...detailsRoutes,
      'GET /api/organizations/org1/users': { body: [member], total: 1 },
      'GET /api/users': {
        body: [
          {
            ...member,
            id: 'u2',
            username: 'grace',
            primaryEmail: 'grace@example.com',
            name: 'Grace Hopper',
          },
        ],
        total: 1,
      },
      'POST /api/organizations/org1/users': { status: 201, body: { userIds: ['u2'] } },
      'POST /api/organizations/org1/users/roles': { status: 201 },
      'PUT /api/organizations/org1/users/u1/roles': { status: 204 },
      'DELETE /api/organizations/org1/users/u1': { status: 204 },
    });
    renderConsole('/default/organizations/org1/members');

    const table = await screen.findByTestId('organization-members-table');
    expect(await within(table).findByText('Ada Lovelace')).toBeTruthy();
    expect(within(table).getByText('admin')).toBeTruthy();

    await userEvent.click(screen.getByTestId('assign-members-button'));
    const dialog = await screen.findByTestId('assign-dialog');
    await userEvent.click(await within(dialog).findByText('Grace Hopper'));
    // Only User roles are offered to members.
    await userEvent.click(await within(dialog).findByTestId('checkbox-r-member'));
    expect(within(dialog).queryByTestId('checkbox-r-robot')).toBeNull();
    await userEvent.click(within(dialog).getByTestId('assign-submit'));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/organizations/org1/users/roles')[0]?.body).toEqual({
        userIds: ['u2'],
        organizationRoleIds: ['r-member'],
      }),
    );
    expect(api.requestsTo('POST', '/api/organizations/org1/users')[0]?.body).toEqual({
      userIds: ['u2'],
    });

    await userEvent.click(screen.getByTestId('edit-member-roles-u1'));
    const rolesDialog = await screen.findByTestId('edit-roles-dialog');
    expect(
      ((await within(rolesDialog).findByTestId('checkbox-r-admin')) as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(rolesDialog).queryByTestId('checkbox-r-robot')).toBeNull();
    await userEvent.click(within(rolesDialog).getByTestId('checkbox-r-admin'));
    await userEvent.click(within(rolesDialog).getByTestId('checkbox-r-member'));
    await userEvent.click(within(rolesDialog).getByTestId('edit-roles-submit'));
    await waitFor(() =>
      expect(api.requestsTo('PUT', '/api/organizations/org1/users/u1/roles')[0]?.body).toEqual({
        organizationRoleIds: ['r-member'],
      }),
    );

    await userEvent.click(screen.getByTestId('remove-member-u1'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain(
      'Ada Lovelace leaves the organization',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.requestsTo('DELETE', '/api/organizations/org1/users/u1')).toHaveLength(1),
    );
  });

  it("adds machine-to-machine apps picked from the tenant's machine-to-machine apps", async () => {
    const application = {
      tenantId: 'default',
      id: 'app1',
      name: 'Billing robot',
      description: null,
      type: 'MachineToMachine',
      isThirdParty: false,
    };
    const api = mockManagementApi({
      ...detailsRoutes,
      'GET /api/organizations/org1/applications': { body: [], total: 0 },
      'GET /api/applications': ({ url }) => ({
        body: url.searchParams.get('types') === 'MachineToMachine' ? [application] : [],
        total: 1,
      }),
      'POST /api/organizations/org1/applications': { status: 201 },
    });
    renderConsole('/default/organizations/org1/machine-to-machine');

    expect(await screen.findByText('No applications yet')).toBeTruthy();
    await userEvent.click(screen.getByTestId('assign-applications-button'));
    const dialog = await screen.findByTestId('assign-dialog');
    await userEvent.click(await within(dialog).findByText('Billing robot'));
    await userEvent.click(within(dialog).getByTestId('assign-submit'));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/organizations/org1/applications')[0]?.body).toEqual({
        applicationIds: ['app1'],
      }),
    );
  });

  it('gives an app machine-to-machine roles only, and removes it after confirmation', async () => {
    const application = {
      tenantId: 'default',
      id: 'app1',
      name: 'Billing robot',
      description: null,
      type: 'MachineToMachine',
      isThirdParty: false,
      organizationRoles: [],
    };
    const api = mockManagementApi({
      ...detailsRoutes,
      'GET /api/organizations/org1/applications': { body: [application], total: 1 },
      'PUT /api/organizations/org1/applications/app1/roles': { status: 204 },
      'DELETE /api/organizations/org1/applications/app1': { status: 204 },
    });
    renderConsole('/default/organizations/org1/machine-to-machine');

    expect(await screen.findByText('No roles')).toBeTruthy();
    await userEvent.click(screen.getByTestId('edit-application-roles-app1'));
    const rolesDialog = await screen.findByTestId('edit-roles-dialog');
    await userEvent.click(await within(rolesDialog).findByTestId('checkbox-r-robot'));
    expect(within(rolesDialog).queryByTestId('checkbox-r-admin')).toBeNull();
    await userEvent.click(within(rolesDialog).getByTestId('edit-roles-submit'));
    await waitFor(() =>
      expect(
        api.requestsTo('PUT', '/api/organizations/org1/applications/app1/roles')[0]?.body,
      ).toEqual({ organizationRoleIds: ['r-robot'] }),
    );

    await userEvent.click(screen.getByTestId('remove-application-app1'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.requestsTo('DELETE', '/api/organizations/org1/applications/app1')).toHaveLength(1),
    );
  });

  it('invites by email with roles and an expiry, shows statuses, revokes a pending invitation and deletes an expired one', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const api = mockManagementApi({
      ...detailsRoutes,
      'GET /api/organizations/org1/users': { body: [], total: 0 },
      'GET /api/organization-invitations': {
        body: [
          invitationFixture(),
          invitationFixture({ id: 'inv2', invitee: 'old@example.com', status: 'Expired' }),
        ],
      },
      'POST /api/organization-invitations': ({ body }) => ({
        status: 201,
        body: invitationFixture({ id: 'inv3', ...(body as object) }),
      }),
      'PUT /api/organization-invitations/inv1/status': {
        body: invitationFixture({ status: 'Revoked' }),
      },
      'DELETE /api/organization-invitations/inv2': { status: 204 },
    });
    renderConsole('/default/organizations/org1/members');

    expect((await screen.findByTestId('invitation-status-inv1')).textContent).toBe('Pending');
    expect(screen.getByTestId('invitation-status-inv2').textContent).toBe('Expired');

    await userEvent.click(screen.getByTestId('invite-member-button'));
    const dialog = await screen.findByTestId('invite-dialog');
    await userEvent.type(within(dialog).getByTestId('invitation-invitee'), 'not-an-email');
    const days = within(dialog).getByTestId('invitation-expires-in');
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(within(dialog).getByTestId('invitation-submit'));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole number of days from 1 to 30.')).toBeTruthy();

    await userEvent.clear(within(dialog).getByTestId('invitation-invitee'));
    await userEvent.type(within(dialog).getByTestId('invitation-invitee'), 'ada@example.com');
    await userEvent.clear(days);
    await userEvent.type(days, '2');
    await userEvent.click(await within(dialog).findByTestId('checkbox-r-admin'));
    await userEvent.click(within(dialog).getByTestId('invitation-send-email'));
    await userEvent.click(within(dialog).getByTestId('invitation-submit'));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/organization-invitations')[0]?.body).toEqual({
        invitee: 'ada@example.com',
        organizationId: 'org1',
        expiresAt: 1_700_000_000_000 + 2 * 24 * 60 * 60 * 1000,
        organizationRoleIds: ['r-admin'],
        messagePayload: false,
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('invite-dialog')).toBeNull());

    await userEvent.click(screen.getByTestId('revoke-invitation-inv1'));
    await userEvent.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', {
        name: 'Revoke invitation',
      }),
    );
    await waitFor(() =>
      expect(api.requestsTo('PUT', '/api/organization-invitations/inv1/status')[0]?.body).toEqual({
        status: 'Revoked',
      }),
    );
    expect(screen.queryByTestId('revoke-invitation-inv2')).toBeNull();
    await userEvent.click(screen.getByTestId('delete-invitation-inv2'));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.requestsTo('DELETE', '/api/organization-invitations/inv2')).toHaveLength(1),
    );
  });

  it('sends the invitation email with the link given, refusing a link that is not a web address', async () => {
    const api = mockManagementApi({
      ...detailsRoutes,
      'GET /api/organizations/org1/users': { body: [], total: 0 },
      'POST /api/organization-invitations': ({ body }) => ({
        status: 201,
        body: invitationFixture({ ...(body as object) }),
      }),
    });
    renderConsole('/default/organizations/org1/members');

    await userEvent.click(await screen.findByTestId('invite-member-button'));
    const dialog = await screen.findByTestId('invite-dialog');
    await userEvent.type(within(dialog).getByTestId('invitation-invitee'), 'ada@example.com');
    await userEvent.type(within(dialog).getByTestId('invitation-link'), 'not a link');
    await userEvent.click(within(dialog).getByTestId('invitation-submit'));
    expect(await within(dialog).findByText('Enter a valid URL.')).toBeTruthy();

    await userEvent.clear(within(dialog).getByTestId('invitation-link'));
    await userEvent.type(
      within(dialog).getByTestId('invitation-link'),
      'https://app.example.com/join',
    );
    await userEvent.click(within(dialog).getByTestId('invitation-submit'));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/organization-invitations')[0]?.body).toMatchObject({
        invitee: 'ada@example.com',
        messagePayload: { link: 'https://app.example.com/join' },
      }),
    );
  });

  it('says when the server has no invitations yet, without a toast or an invite button', async () => {
    mockManagementApi({
      ...detailsRoutes,
      'GET /api/organizations/org1/users': { body: [member], total: 1 },
      'GET /api/organization-invitations': {
        status: 404,
        body: {
          message: 'No route matches GET /api/organization-invitations.',
          code: 'route.not_found',
        },
      },
    });
    renderConsole('/default/organizations/org1/members');

    expect(await screen.findByTestId('invitations-unavailable')).toBeTruthy();
    expect(screen.queryByTestId('invite-member-button')).toBeNull();
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it('deletes the organization after confirmation and goes back to the list', async () => {
    const api = mockManagementApi({
      ...detailsRoutes,
      'DELETE /api/organizations/org1': { status: 204 },
      'GET /api/organizations': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/organizations/org1/settings');

    await userEvent.click(await screen.findByTestId('organization-delete-button'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Delete "Acme"?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/organizations'));
    expect(api.requestsTo('DELETE', '/api/organizations/org1')).toHaveLength(1);
  });

  it('says when the organization does not exist', async () => {
    mockManagementApi({});
    renderConsole('/default/organizations/nope/settings');
    expect(
      await screen.findByText('This organization does not exist or was deleted.'),
    ).toBeTruthy();
  });
});
