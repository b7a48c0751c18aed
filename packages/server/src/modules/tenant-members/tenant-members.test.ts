import {
  adminTenantId,
  collaboratorPermissions,
  organizationUrn,
  tenantPermissions,
  type MyTenantInvitation,
  type TenantMemberInvitation,
  type TenantMemberResponse,
  type TenantResponse,
} from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createApiClient, type ApiClient } from '../../testing/api-client.js';
import { createTenantAs } from '../../testing/cloud-user.js';
import { consoleUserCloudScopes } from '../../testing/cloud-user.js';
import { signConsoleUserToken } from '../../testing/console-user-token.js';
import { expectError } from '../../testing/expect-error.js';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.js';
import { connectSmtpInbox } from '../../testing/test-connectors.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { consoleAdminRoleName } from '../management-api/seed.js';
import { findUserRoleIds } from '../roles/assignment-queries.js';
import { findRoleByName } from '../roles/queries.js';
import { createUser } from '../users/service.js';

type CloudUser = { userId: string; email: string; cloud: ApiClient };

describeEachDatabase(
  'cloud API: tenant members and invitations',
  (server) => {
    let inbox: SmtpInbox;
    let owner: CloudUser;
    const admin = () => scopeToTenant(server().context.database.db, adminTenantId);
    let count = 0;

    const cloudUser = async (label: string): Promise<CloudUser> => {
      count += 1;
      const email = `${label}.${count}@example.com`;
      const user = await createUser(admin(), { username: `${label}_${count}`, primaryEmail: email }, { defaultRoles: true });
      const token = await signConsoleUserToken(server(), user.id, { audience: 'https://cloud.tessera.app/api', scope: consoleUserCloudScopes });
      return { userId: user.id, email, cloud: createApiClient(`${server().url}/t/${adminTenantId}`, token) };
    };
    /** A client carrying an organization token of `t-{tenantId}` with these scopes. */
    const organizationClient = async (user: CloudUser, tenantId: string, scope: string) =>
      createApiClient(
        `${server().url}/t/${adminTenantId}`,
        await signConsoleUserToken(server(), user.userId, { audience: organizationUrn(`t-${tenantId}`), scope }),
      );
    const invite = async (by: ApiClient, tenantId: string, invitee: string, roleName = 'collaborator') => {
      const response = await by.post<TenantMemberInvitation>(`/tenants/${tenantId}/invitations`, { invitee, roleName });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body;
    };
    /** Invites the user and accepts the invitation as them. */
    const join = async (tenantId: string, user: CloudUser, roleName = 'collaborator') => {
      const arrived = inbox.nextMessage(user.email);
      const invitation = await invite(owner.cloud, tenantId, user.email, roleName);
      await arrived;
      const accepted = await user.cloud.patch(`/invitations/${invitation.id}/status`, { status: 'Accepted' });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    };
    const members = async (client: ApiClient, tenantId: string) =>
      (await client.get<TenantMemberResponse[]>(`/tenants/${tenantId}/members`)).body.map((member) => [member.id, member.role]);

    beforeAll(async () => {
      inbox = await startSmtpInbox();
      await connectSmtpInbox(server(), inbox, adminTenantId);
      owner = await cloudUser('owner');
    });
    afterAll(async () => {
      await inbox.close();
    });

    it('emails the invitee a link to the console, who then sees, and accepts, the invitation', async () => {
      const tenant = await createTenantAs(owner.cloud, { name: 'Invite shop', tag: 'development', regionName: 'EU' });
      const invitee = await cloudUser('invitee');
      const arrived = inbox.nextMessage(invitee.email);
      const invitation = await invite(owner.cloud, tenant.id, invitee.email.toUpperCase());
      expect(invitation).toMatchObject({ tenantId: tenant.id, invitee: invitee.email, status: 'Pending', role: 'collaborator', inviterId: owner.userId });
      const message = await arrived;
      expect(message.text).toContain(`${server().context.config.endpoint}/console/accept/${invitation.id}`);

      const listed = await owner.cloud.get<TenantMemberInvitation[]>(`/tenants/${tenant.id}/invitations`);
      expect(listed.body.map((each) => [each.invitee, each.status])).toEqual([[invitee.email, 'Pending']]);

      const mine = await invitee.cloud.get<MyTenantInvitation[]>('/invitations');
      expect(mine.body).toEqual([
        expect.objectContaining({ id: invitation.id, organizationId: `t-${tenant.id}`, tenantId: tenant.id, tenantName: 'Invite shop', tenantTag: 'development', status: 'Pending' }),
      ]);
      expect((await invitee.cloud.get<MyTenantInvitation>(`/invitations/${invitation.id}`)).body.status).toBe('Pending');

      // Someone else, signed in with another email, may neither read nor accept it.
      const other = await cloudUser('other');
      expect((await other.cloud.get<MyTenantInvitation[]>('/invitations')).body).toEqual([]);
      expectError(await other.cloud.get(`/invitations/${invitation.id}`), 403, 'invitation.email_mismatch');
      expectError(await other.cloud.patch(`/invitations/${invitation.id}/status`, { status: 'Accepted' }), 403, 'invitation.email_mismatch');
      expectError(await invitee.cloud.get('/invitations/nosuchinvitation'), 404, 'invitation.invitation_not_found');

      const accepted = await invitee.cloud.patch<MyTenantInvitation>(`/invitations/${invitation.id}/status`, { status: 'Accepted' });
      expect(accepted.status).toBe(200);
      expect(accepted.body.status).toBe('Accepted');
      expectError(await invitee.cloud.patch(`/invitations/${invitation.id}/status`, { status: 'Accepted' }), 422, 'invitation.invalid_invitation_status');
      expect((await invitee.cloud.get<MyTenantInvitation[]>('/invitations')).body).toEqual([]);

      const tenants = await invitee.cloud.get<TenantResponse[]>('/tenants');
      expect(tenants.body.map((each) => [each.id, each.role])).toEqual([[tenant.id, 'collaborator']]);
      expect(await members(owner.cloud, tenant.id)).toEqual([
        [owner.userId, 'admin'],
        [invitee.userId, 'collaborator'],
      ]);
      // The console may call the tenant's Management API for the new member.
      const managementApiRole = await findRoleByName(admin(), consoleAdminRoleName(tenant.id));
      expect(await findUserRoleIds(admin(), invitee.userId)).toContain(managementApiRole?.id);
    });

    it('lets each member do only what their tenant role permits', async () => {
      const tenant = await createTenantAs(owner.cloud);
      const collaborator = await cloudUser('collaborator');
      const stranger = await cloudUser('stranger');
      await join(tenant.id, collaborator);

      const scopes = async (client: ApiClient, userId: string) =>
        (await client.get<{ name: string }[]>(`/tenants/${tenant.id}/members/${userId}/scopes`)).body.map((each) => each.name).toSorted();
      expect(await scopes(owner.cloud, owner.userId)).toEqual([...tenantPermissions].toSorted());
      expect(await scopes(collaborator.cloud, collaborator.userId)).toEqual([...collaboratorPermissions].toSorted());
      expect(await scopes(stranger.cloud, stranger.userId)).toEqual([]);
      expectError(await stranger.cloud.get(`/tenants/${tenant.id}/members`), 404, 'tenant.not_found');

      expect((await members(collaborator.cloud, tenant.id)).length).toBe(2);
      expectError(
        await collaborator.cloud.post(`/tenants/${tenant.id}/invitations`, { invitee: 'someone@example.com', roleName: 'collaborator' }),
        403,
        'tenant.permission_denied',
      );
      expectError(await collaborator.cloud.get(`/tenants/${tenant.id}/invitations`), 403, 'tenant.permission_denied');
      expectError(await collaborator.cloud.delete(`/tenants/${tenant.id}/members/${owner.userId}`), 403, 'tenant.permission_denied');
      expectError(
        await collaborator.cloud.put(`/tenants/${tenant.id}/members/${collaborator.userId}/roles`, { roleName: 'admin' }),
        403,
        'tenant.permission_denied',
      );
      // A member may always leave.
      expect((await collaborator.cloud.delete(`/tenants/${tenant.id}/members/${collaborator.userId}`)).status).toBe(204);
      expect(await scopes(collaborator.cloud, collaborator.userId)).toEqual([]);
      const managementApiRole = await findRoleByName(admin(), consoleAdminRoleName(tenant.id));
      expect(await findUserRoleIds(admin(), collaborator.userId)).not.toContain(managementApiRole?.id);
    });

    it('keeps at least one admin while roles change and members leave', async () => {
      const tenant = await createTenantAs(owner.cloud);
      const second = await cloudUser('second');
      await join(tenant.id, second);
      const roleOf = (client: ApiClient, userId: string, roleName: string) =>
        client.put<TenantMemberResponse>(`/tenants/${tenant.id}/members/${userId}/roles`, { roleName });

      expectError(await roleOf(owner.cloud, owner.userId, 'collaborator'), 422, 'tenant.last_admin');
      expectError(await owner.cloud.delete(`/tenants/${tenant.id}/members/${owner.userId}`), 422, 'tenant.last_admin');
      const promoted = await roleOf(owner.cloud, second.userId, 'admin');
      expect(promoted.body).toMatchObject({ id: second.userId, role: 'admin', organizationRoles: [expect.objectContaining({ name: 'admin' })] });
      expect((await roleOf(second.cloud, owner.userId, 'collaborator')).body.role).toBe('collaborator');
      expectError(await roleOf(second.cloud, second.userId, 'collaborator'), 422, 'tenant.last_admin');
      expectError(await roleOf(second.cloud, 'nosuchuser', 'admin'), 404, 'tenant.member_not_found');
      expect((await second.cloud.delete(`/tenants/${tenant.id}/members/${owner.userId}`)).status).toBe(204);
      expect(await members(second.cloud, tenant.id)).toEqual([[second.userId, 'admin']]);
      expect((await owner.cloud.get<TenantResponse[]>('/tenants')).body.map((each) => each.id)).not.toContain(tenant.id);
    });

    it('revokes and resends invitations, and refuses inviting members or twice', async () => {
      const tenant = await createTenantAs(owner.cloud);
      const member = await cloudUser('member');
      await join(tenant.id, member);
      expectError(
        await owner.cloud.post(`/tenants/${tenant.id}/invitations`, { invitee: member.email, roleName: 'collaborator' }),
        422,
        'tenant.invitee_already_member',
      );
      const first = inbox.nextMessage('first@example.com');
      const second = inbox.nextMessage('second@example.com');
      const created = await owner.cloud.post<TenantMemberInvitation[]>(`/tenants/${tenant.id}/invitations`, {
        invitee: ['first@example.com', 'second@example.com'],
        roleName: 'admin',
      });
      expect(created.status).toBe(201);
      expect(created.body.map((each) => [each.invitee, each.role])).toEqual([
        ['first@example.com', 'admin'],
        ['second@example.com', 'admin'],
      ]);
      await Promise.all([first, second]);
      expectError(
        await owner.cloud.post(`/tenants/${tenant.id}/invitations`, { invitee: 'first@example.com', roleName: 'collaborator' }),
        422,
        'tenant.invitation_already_pending',
      );
      expect((await owner.cloud.post(`/tenants/${tenant.id}/invitations`, { invitee: 'not an email', roleName: 'collaborator' })).status).toBe(400);

      const [toResend, toRevoke] = created.body;
      const again = inbox.nextMessage('first@example.com');
      expect((await owner.cloud.post(`/tenants/${tenant.id}/invitations/${toResend?.id}/message`)).status).toBe(204);
      expect((await again).text).toContain(`/console/accept/${toResend?.id}`);

      expect((await owner.cloud.delete(`/tenants/${tenant.id}/invitations/${toRevoke?.id}`)).status).toBe(204);
      const listed = await owner.cloud.get<TenantMemberInvitation[]>(`/tenants/${tenant.id}/invitations`);
      expect(Object.fromEntries(listed.body.map((each) => [each.invitee, each.status]))).toMatchObject({
        'first@example.com': 'Pending',
        'second@example.com': 'Revoked',
      });
      expectError(await owner.cloud.post(`/tenants/${tenant.id}/invitations/${toRevoke?.id}/message`), 422, 'organization.invitation_status_not_changeable');
      // An invitation of another tenant is not found through this one.
      const other = await createTenantAs(owner.cloud);
      expectError(await owner.cloud.delete(`/tenants/${other.id}/invitations/${toResend?.id}`), 404, 'invitation.invitation_not_found');
    });

    it('holds invitations to the plan\'s tenantMembersLimit, members and pending invitations each taking a seat', async () => {
      const quotaExceeded = (limit: number) => ({ exceededQuota: { tenantMembersLimit: limit } });
      // The free plan of a production tenant has one seat, its creator's.
      const production = await createTenantAs(owner.cloud, { tag: 'production', regionName: 'EU' });
      expect(
        expectError(
          await owner.cloud.post(`/tenants/${production.id}/invitations`, { invitee: 'nope@example.com', roleName: 'collaborator' }),
          403,
          'subscription.quota_exceeded',
        ).data,
      ).toEqual(quotaExceeded(1));
      expect((await owner.cloud.get<TenantMemberInvitation[]>(`/tenants/${production.id}/invitations`)).body).toEqual([]);

      // The development plan has 20: the owner, a member who joined, and 17 pending invitations.
      const tenant = await createTenantAs(owner.cloud);
      await join(tenant.id, await cloudUser('seated'));
      const pending = Array.from({ length: 17 }, (_, index) => `pending.${index}@example.com`);
      const created = await owner.cloud.post<TenantMemberInvitation[]>(`/tenants/${tenant.id}/invitations`, { invitee: pending, roleName: 'collaborator' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const inviteMore = (invitee: string | string[]) => owner.cloud.post(`/tenants/${tenant.id}/invitations`, { invitee, roleName: 'collaborator' });
      // Two more would make 21 seats: none of them is invited.
      expect(expectError(await inviteMore(['last.a@example.com', 'last.b@example.com']), 403, 'subscription.quota_exceeded').data).toEqual(
        quotaExceeded(20),
      );
      expect((await inviteMore('last.a@example.com')).status).toBe(201);
      expect(expectError(await inviteMore('last.b@example.com'), 403, 'subscription.quota_exceeded').data).toEqual(quotaExceeded(20));
      // A revoked invitation frees its seat.
      expect((await owner.cloud.delete(`/tenants/${tenant.id}/invitations/${created.body[0]?.id}`)).status).toBe(204);
      expect((await inviteMore('last.b@example.com')).status).toBe(201);
      const listed = await owner.cloud.get<TenantMemberInvitation[]>(`/tenants/${tenant.id}/invitations`);
      expect(listed.body.filter((each) => each.status === 'Pending')).toHaveLength(18);
    });

    it('takes organization tokens of the tenant, carrying the permission the call needs', async () => {
      const tenant = await createTenantAs(owner.cloud);
      const reader = await organizationClient(owner, tenant.id, 'read:member');
      expect((await reader.get<TenantMemberResponse[]>(`/tenants/${tenant.id}/members`)).status).toBe(200);
      // The role grants invite:member, but this token does not carry it.
      expectError(await reader.get(`/tenants/${tenant.id}/invitations`), 403, 'tenant.permission_denied');
      const inviter = await organizationClient(owner, tenant.id, 'invite:member');
      expect((await inviter.get(`/tenants/${tenant.id}/invitations`)).status).toBe(200);
      // A token of another tenant's organization is refused.
      const other = await createTenantAs(owner.cloud);
      expectError(await reader.get(`/tenants/${other.id}/members`), 401, 'auth.wrong_audience');
    });
  },
  { EDITION: 'cloud' },
);
