import type { Organization, OrganizationInvitation, OrganizationRole } from '@tessera/schemas';
import { defaultTenantId } from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/domain-events.js';
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
const password = 'Gl4cier-Tundra';

type MemberView = { id: string; organizationRoles: Array<{ name: string }> };

describeEachDatabase('Organization invitations accepted while signing in', (server) => {
  let api: ApiClient;
  let inbox: SmtpInbox;
  let clientId = '';
  let role: OrganizationRole;
  const scope = () => scopeToTenant(server().context.database.db, defaultTenantId);

  const newOrganization = async (name: string) =>
    (await api.post<Organization>('/organizations', { name })).body;

  const invite = async (organizationId: string, invitee: string) => {
    const created = await api.post<OrganizationInvitation>('/organization-invitations', {
      organizationId,
      invitee,
      organizationRoleIds: [role.id],
      expiresAt: Date.now() + 3_600_000,
    });
    expect(created.status).toBe(201);
    return created.body;
  };

  const startWith = (invitationId: string) =>
    new AuthorizationFlow(server().url, clientId).start({
      organization_invitation_id: invitationId,
    });

  /** Registers `email`, proved by a code read from the inbox, in `browser`'s interaction. */
  const registerWithCode = async (browser: AuthorizationFlow, email: string) => {
    expect((await browser.api('PUT', '', { interactionEvent: 'Register' })).status).toBe(204);
    const received = inbox.nextMessage(email);
    const sent = await browser.api<{ verificationId: string }>(
      'POST',
      '/verification/verification-code',
      { identifier: { type: 'email', value: email }, interactionEvent: 'Register' },
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
    return (await findUserByEmail(scope(), email))?.id ?? '';
  };

  const signInWithPassword = async (browser: AuthorizationFlow, email: string) => {
    expect((await browser.api('PUT', '', { interactionEvent: 'SignIn' })).status).toBe(204);
    const verified = await browser.api<{ verificationId: string }>(
      'POST',
      '/verification/password',
      { identifier: { type: 'email', value: email }, password },
    );
    expect(verified.status).toBe(200);
    const { verificationId } = verified.body;
    expect((await browser.api('POST', '/identification', { verificationId })).status).toBe(204);
    const submitted = await browser.api('POST', '/submit');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  };

  const statusOf = async (invitationId: string) =>
    (await api.get<OrganizationInvitation>(`/organization-invitations/${invitationId}`)).body;

  const membersOf = async (organizationId: string) =>
    (await api.get<MemberView[]>(`/organizations/${organizationId}/users`)).body.map((member) => [
      member.id,
      member.organizationRoles.map((item) => item.name),
    ]);

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
    role = (await api.post<OrganizationRole>('/organization-roles', { name: 'Invited member' }))
      .body;
  });
  afterAll(async () => {
    await inbox.close();
  });

  it('describes a pending invitation to the interaction it started, and nothing otherwise', async () => {
    const organization = await newOrganization('Readable inc');
    const invitation = await invite(organization.id, 'Reader@Readable.example');
    const browser = await startWith(invitation.id);
    expect((await browser.api('GET', '/interaction')).body).toMatchObject({
      hasOrganizationInvitation: true,
    });
    const described = await browser.api('GET', '/organization-invitation');
    expect(described.status).toBe(200);
    expect(described.body).toEqual({
      organizationId: organization.id,
      organizationName: 'Readable inc',
      invitee: 'Reader@Readable.example',
    });

    const plain = await new AuthorizationFlow(server().url, clientId).start();
    expect((await plain.api('GET', '/interaction')).body).not.toHaveProperty(
      'hasOrganizationInvitation',
    );
    const none = await plain.api<{ code: string }>('GET', '/organization-invitation');
    expect([none.status, none.body.code]).toEqual([404, 'organization.invitation_not_found']);
    const unknown = await (
      await startWith('no-such-invitation')
    ).api<{ code: string }>('GET', '/organization-invitation');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'organization.invitation_not_found']);

    await api.put(`/organization-invitations/${invitation.id}/status`, { status: 'Revoked' });
    const revoked = await browser.api<{ code: string }>('GET', '/organization-invitation');
    expect([revoked.status, revoked.body.code]).toEqual([404, 'organization.invitation_not_found']);
  });

  it('accepts the invitation when the invitee registers with the code-verified address, raising the membership event', async () => {
    const organization = await newOrganization('Joining inc');
    const invitation = await invite(organization.id, 'joiner@joining.example');
    const delivered: DomainEvent[] = [];
    const unsubscribe = server().context.events.subscribe((event) => {
      delivered.push(event);
    });
    try {
      const userId = await registerWithCode(
        await startWith(invitation.id),
        'JOINER@joining.example',
      );
      expect(await statusOf(invitation.id)).toMatchObject({
        status: 'Accepted',
        acceptedUserId: userId,
      });
      expect(await membersOf(organization.id)).toEqual([[userId, ['Invited member']]]);
      expect(
        delivered.some(
          (event) =>
            event.name === 'organization.membership.updated' &&
            event.data.organizationId === organization.id,
        ),
      ).toBe(true);
    } finally {
      unsubscribe();
    }
  });

  it('signs in someone else, or after the invitation expired, without accepting it', async () => {
    const organization = await newOrganization('Guarded inc');
    const invitation = await invite(organization.id, 'rightful@guarded.example');
    await registerWithCode(await startWith(invitation.id), 'someone.else@guarded.example');
    expect((await statusOf(invitation.id)).status).toBe('Pending');
    expect(await membersOf(organization.id)).toEqual([]);

    // Expired between the link's opening and the submit.
    const browser = await startWith(invitation.id);
    await scope()
      .updateTable('organization_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', invitation.id)
      .execute();
    await registerWithCode(browser, 'rightful@guarded.example');
    expect((await statusOf(invitation.id)).status).toBe('Expired');
    expect(await membersOf(organization.id)).toEqual([]);
  });

  it('accepts for an existing user who signs in with a password to the invited primary email', async () => {
    const organization = await newOrganization('Returning inc');
    const user = await createUser(
      scope(),
      { primaryEmail: 'returning@returning.example', password },
      { defaultRoles: true },
    );
    const invitation = await invite(organization.id, 'Returning@returning.example');
    await signInWithPassword(await startWith(invitation.id), 'returning@returning.example');
    expect(await statusOf(invitation.id)).toMatchObject({
      status: 'Accepted',
      acceptedUserId: user.id,
    });
    expect(await membersOf(organization.id)).toEqual([[user.id, ['Invited member']]]);
  });
});
