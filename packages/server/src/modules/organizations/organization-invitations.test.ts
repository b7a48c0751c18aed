import {
  defaultTenantId,
  type Organization,
  type OrganizationInvitation,
  type OrganizationRole,
  type OrganizationUser,
} from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.js';
import { connectSmtpInbox } from '../../testing/test-connectors.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';
import { findOrganizationInvitations } from './invitation-queries.js';

const inAnHour = () => Date.now() + 3_600_000;

describeEachDatabase('Organization invitations API', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  let inbox: SmtpInbox;
  const createOrganization = async (name: string) =>
    (await api.post<Organization>('/organizations', { name })).body;
  const createRole = async (name: string, type = 'User') =>
    (await api.post<OrganizationRole>('/organization-roles', { name, type })).body;
  const invite = async (body: Record<string, unknown>) => {
    const response = await api.post<OrganizationInvitation>('/organization-invitations', body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  };

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = scopeToTenant(server().context.database.db, defaultTenantId);
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox.close();
  });

  it('invites without an email, lists, and accepts for the invited user with the roles', async () => {
    const organization = await createOrganization('Inviting inc');
    const role = await createRole('Invited role');
    const inviter = await insertTestUser(home, { name: 'Inviter' });
    const invitation = await invite({
      invitee: 'New.Person@example.com',
      organizationId: organization.id,
      inviterId: inviter.id,
      organizationRoleIds: [role.id],
      expiresAt: inAnHour(),
      messagePayload: false,
    });
    expect(invitation).toMatchObject({
      tenantId: defaultTenantId,
      invitee: 'New.Person@example.com',
      inviterId: inviter.id,
      acceptedUserId: null,
      organizationId: organization.id,
      status: 'Pending',
      organizationRoles: [{ id: role.id, name: 'Invited role' }],
    });
    expect((await api.get(`/organization-invitations/${invitation.id}`)).body).toEqual(invitation);
    const listed = await api.get<OrganizationInvitation[]>(
      `/organization-invitations?organizationId=${organization.id}`,
    );
    expect(listed.body.map((item) => item.id)).toEqual([invitation.id]);
    expect(
      (
        await api.get<OrganizationInvitation[]>(
          '/organization-invitations?invitee=new.person@EXAMPLE.com',
        )
      ).body,
    ).toHaveLength(1);

    const stranger = await insertTestUser(home, {
      name: 'Stranger',
      primaryEmail: 'stranger@example.com',
    });
    expectError(
      await api.put(`/organization-invitations/${invitation.id}/status`, { status: 'Accepted' }),
      400,
      'organization.accepted_user_id_required',
    );
    expectError(
      await api.put(`/organization-invitations/${invitation.id}/status`, {
        status: 'Accepted',
        acceptedUserId: stranger.id,
      }),
      422,
      'organization.accepted_user_email_mismatch',
    );
    const invitee = await insertTestUser(home, {
      name: 'Invitee',
      primaryEmail: 'new.person@example.com',
    });
    const accepted = await api.put<OrganizationInvitation>(
      `/organization-invitations/${invitation.id}/status`,
      {
        status: 'Accepted',
        acceptedUserId: invitee.id,
      },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'Accepted', acceptedUserId: invitee.id });
    const members = (await api.get<OrganizationUser[]>(`/organizations/${organization.id}/users`))
      .body;
    expect(members.map((member) => [member.id, member.organizationRoles])).toEqual([
      [invitee.id, [{ id: role.id, name: 'Invited role' }]],
    ]);
    expectError(
      await api.put(`/organization-invitations/${invitation.id}/status`, { status: 'Revoked' }),
      422,
      'organization.invitation_status_not_changeable',
    );

    // A member cannot be invited again.
    expectError(
      await api.post('/organization-invitations', {
        invitee: 'NEW.person@example.com',
        organizationId: organization.id,
        expiresAt: inAnHour(),
      }),
      422,
      'organization.invitee_already_member',
    );
  });

  it('sends the invitation email through the email connector, and again on request', async () => {
    await connectSmtpInbox(server(), inbox);
    const organization = await createOrganization('Mailing inc');
    const link = 'https://app.example.com/invitation/abc';
    const arrived = inbox.nextMessage('mailed@example.com');
    const invitation = await invite({
      invitee: 'mailed@example.com',
      organizationId: organization.id,
      expiresAt: inAnHour(),
      messagePayload: { link },
    });
    const message = await arrived;
    expect(message.subject).toBe('OrganizationInvitation code');
    // The link carries the invitation, for the app to pass on in its authorization request.
    expect(message.text).toContain(`${link}?organization_invitation_id=${invitation.id}`);

    const again = inbox.nextMessage('mailed@example.com');
    expect(
      (
        await api.post(`/organization-invitations/${invitation.id}/message`, {
          link: `${link}?again`,
        })
      ).status,
    ).toBe(204);
    expect((await again).text).toContain(`${link}?again`);

    expect(
      (
        await api.put<OrganizationInvitation>(`/organization-invitations/${invitation.id}/status`, {
          status: 'Revoked',
        })
      ).body.status,
    ).toBe('Revoked');
    expectError(
      await api.post(`/organization-invitations/${invitation.id}/message`, {}),
      422,
      'organization.invitation_status_not_changeable',
    );
    expect((await api.delete(`/organization-invitations/${invitation.id}`)).status).toBe(204);
    expectError(
      await api.get(`/organization-invitations/${invitation.id}`),
      404,
      'entity.not_exists_with_id',
    );
  });

  it('refuses bad invitations, writing nothing', async () => {
    const organization = await createOrganization('Strict invitations inc');
    const bot = await createRole('Invited bot', 'MachineToMachine');
    const base = {
      invitee: 'someone@example.com',
      organizationId: organization.id,
      expiresAt: inAnHour(),
    };
    expectError(
      await api.post('/organization-invitations', { ...base, invitee: 'not an email' }),
      400,
      'guard.invalid_input',
      'invitee',
    );
    expectError(
      await api.post('/organization-invitations', { ...base, expiresAt: Date.now() - 1000 }),
      400,
      'organization.expires_at_in_future',
    );
    expectError(
      await api.post('/organization-invitations', { ...base, organizationRoleIds: [bot.id] }),
      422,
      'user.invalid_role_type',
    );
    expectError(
      await api.post('/organization-invitations', { ...base, organizationId: 'nosuchorg' }),
      404,
      'entity.not_exists_with_id',
    );
    expectError(
      await api.post('/organization-invitations', { ...base, inviterId: 'nosuchuser' }),
      404,
      'entity.not_exists_with_id',
    );
    expect(await findOrganizationInvitations(home, { organizationId: organization.id })).toEqual(
      [],
    );
  });

  it('reads a pending invitation past its expiry as Expired, which cannot be accepted', async () => {
    const organization = await createOrganization('Expiring inc');
    const invitation = await invite({
      invitee: 'late@example.com',
      organizationId: organization.id,
      expiresAt: Date.now() + 1500,
    });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(
      (await api.get<OrganizationInvitation>(`/organization-invitations/${invitation.id}`)).body
        .status,
    ).toBe('Expired');
    const late = await insertTestUser(home, { primaryEmail: 'late@example.com' });
    expectError(
      await api.put(`/organization-invitations/${invitation.id}/status`, {
        status: 'Accepted',
        acceptedUserId: late.id,
      }),
      422,
      'organization.invitation_status_not_changeable',
    );
  });

  it("keeps another tenant's invitations out of reach", async () => {
    const other = await createOtherTenant(server());
    const own = await createOrganization('Own invitations inc');
    await invite({ invitee: 'own@example.com', organizationId: own.id, expiresAt: inAnHour() });
    expect(await findOrganizationInvitations(other, {})).toEqual([]);
    const all = (await api.get<OrganizationInvitation[]>('/organization-invitations')).body;
    expect(all.every((item) => item.tenantId === defaultTenantId)).toBe(true);
  });
});
