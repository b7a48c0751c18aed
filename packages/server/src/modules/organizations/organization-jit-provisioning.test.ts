import type { Organization, OrganizationInvitation, OrganizationRole } from '@tessera/schemas';
import { defaultTenantId } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { AuthorizationFlow, insertTestClient } from '../../testing/authorization-flow.js';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createConnector } from '../connectors/service.js';
import { signInExperienceKey } from '../experience/experience-settings.js';
import { upsertTenantConfig } from '../tenant-configs/queries.js';
import { findUserByEmail } from '../users/queries.js';
import { createUser } from '../users/service.js';

const emailCodeExperience = {
  signIn: {
    methods: [
      { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: false },
    ],
  },
  signUp: { identifiers: ['email'], password: false, verify: true },
};

type RoleView = { id: string; name: string };
type MemberView = { id: string; organizationRoles: RoleView[] };

describeEachDatabase('Organizations in the sign-in experience', (server) => {
  let api: ApiClient;
  let inbox: SmtpInbox;
  let clientId = '';
  let organization: Organization;
  let jitRole: OrganizationRole;
  const scope = () => scopeToTenant(server().context.database.db, defaultTenantId);

  /** Proves `email` with a code read from the inbox and submits `event`. */
  const submitWithEmailCode = async (email: string, event: 'Register' | 'SignIn') => {
    const browser = await new AuthorizationFlow(server().url, clientId).start();
    expect((await browser.api('PUT', '', { interactionEvent: event })).status).toBe(204);
    const received = inbox.nextMessage(email);
    const sent = await browser.api<{ verificationId: string }>(
      'POST',
      '/verification/verification-code',
      { identifier: { type: 'email', value: email }, interactionEvent: event },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = /\b(\d{6})\b/.exec((await received).text)?.[1] ?? '';
    const { verificationId } = sent.body;
    const verified = await browser.api('POST', '/verification/verification-code/verify', {
      identifier: { type: 'email', value: email },
      verificationId,
      code,
    });
    expect(verified.status).toBe(200);
    expect((await browser.api('POST', '/identification', { verificationId })).status).toBe(204);
    const submitted = await browser.api('POST', '/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const user = await findUserByEmail(scope(), email);
    expect(user).toBeDefined();
    return user?.id ?? '';
  };

  const membersOf = async (organizationId: string) =>
    (await api.get<MemberView[]>(`/organizations/${organizationId}/users`)).body;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    inbox = await startSmtpInbox();
    clientId = await insertTestClient(server().context.database.db);
    await createConnector(scope(), server().context.vault, {
      connectorId: 'smtp-email',
      config: {
        host: inbox.host,
        port: inbox.port,
        tlsMode: 'none',
        fromEmail: 'noreply@tessera.test',
        templates: ['SignIn', 'Register', 'ForgotPassword', 'OrganizationInvitation'].map(
          (usageType) => ({ usageType, subject: 'Tessera', content: 'Your code is {{code}}.' }),
        ),
      },
    });
    await upsertTenantConfig(scope(), signInExperienceKey, emailCodeExperience);
    organization = (await api.post<Organization>('/organizations', { name: 'Jit corp' })).body;
    jitRole = (await api.post<OrganizationRole>('/organization-roles', { name: 'Jit staff' })).body;
    const base = `/organizations/${organization.id}/jit`;
    expect(
      (await api.post(`${base}/email-domains`, { emailDomain: 'jit-corp.example' })).status,
    ).toBe(201);
    expect((await api.post(`${base}/roles`, { organizationRoleIds: [jitRole.id] })).status).toBe(
      201,
    );
  });
  afterAll(async () => {
    await inbox.close();
  });

  it('makes a user who registers with a verified address of a just-in-time domain a member with its roles', async () => {
    const userId = await submitWithEmailCode('ada@JIT-corp.example', 'Register');
    const outsiderId = await submitWithEmailCode('bob@elsewhere.example', 'Register');
    const members = await membersOf(organization.id);
    expect(members.find((member) => member.id === userId)?.organizationRoles).toEqual([
      { id: jitRole.id, name: 'Jit staff' },
    ]);
    expect(members.some((member) => member.id === outsiderId)).toBe(false);
  });

  it('adds an existing user who signs in with a code to the address, but gives no removed role back', async () => {
    const user = await createUser(
      scope(),
      { primaryEmail: 'cy@jit-corp.example', password: 'Gl4cier-Tundra' },
      { defaultRoles: true },
    );
    expect((await membersOf(organization.id)).some((member) => member.id === user.id)).toBe(false);
    await submitWithEmailCode('cy@jit-corp.example', 'SignIn');
    expect((await membersOf(organization.id)).some((member) => member.id === user.id)).toBe(true);

    const removed = await api.delete(
      `/organizations/${organization.id}/users/${user.id}/roles/${jitRole.id}`,
    );
    expect(removed.status).toBe(204);
    await submitWithEmailCode('cy@jit-corp.example', 'SignIn');
    const member = (await membersOf(organization.id)).find((row) => row.id === user.id);
    expect(member?.organizationRoles).toEqual([]);
  });

  it('lets the invited address accept after registering, and nobody else', async () => {
    const invited = (await api.post<Organization>('/organizations', { name: 'Invite corp' })).body;
    const role = (await api.post<OrganizationRole>('/organization-roles', { name: 'Invited' }))
      .body;
    const invitation = (
      await api.post<OrganizationInvitation>('/organization-invitations', {
        organizationId: invited.id,
        invitee: 'dee@invite.example',
        organizationRoleIds: [role.id],
        expiresAt: Date.now() + 3_600_000,
      })
    ).body;
    const otherId = await submitWithEmailCode('eve@invite.example', 'Register');
    const wrongUser = await api.put<{ code: string }>(
      `/organization-invitations/${invitation.id}/status`,
      { status: 'Accepted', acceptedUserId: otherId },
    );
    expect(wrongUser.status).toBe(422);
    expect(wrongUser.body.code).toBe('organization.accepted_user_email_mismatch');

    const inviteeId = await submitWithEmailCode('dee@invite.example', 'Register');
    const accepted = await api.put<OrganizationInvitation>(
      `/organization-invitations/${invitation.id}/status`,
      { status: 'Accepted', acceptedUserId: inviteeId },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'Accepted', acceptedUserId: inviteeId });
    const members = await membersOf(invited.id);
    expect(
      members.map((member) => [member.id, member.organizationRoles.map((r) => r.name)]),
    ).toEqual([[inviteeId, ['Invited']]]);
  });
});
