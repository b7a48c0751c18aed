import {
  defaultTenantId,
  type Organization,
  type OrganizationInvitation,
} from '@tessera/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtp-inbox.js';
import { connectSmtpInbox, plainTemplates } from '../../testing/test-connectors.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';
import { encryptConfig } from '../connectors/config.js';
import { updateConnectorById } from '../connectors/queries.js';

const inAnHour = () => Date.now() + 3_600_000;

describeEachDatabase('Organization invitation emails', (server) => {
  let api: ApiClient;
  let home: TenantScope;
  let inbox: SmtpInbox;
  let connectorId: string;
  let organization: Organization;
  const invite = async (invitee: string, messagePayload: Record<string, unknown>) => {
    const response = await api.post<OrganizationInvitation>('/organization-invitations', {
      invitee,
      organizationId: organization.id,
      expiresAt: inAnHour(),
      inviterId: (await insertTestUser(home, { name: `Ann ${invitee}` })).id,
      messagePayload,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  };
  const resend = (id: string, body: Record<string, unknown>) =>
    api.post(`/organization-invitations/${id}/message`, body);

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = scopeToTenant(server().context.database.db, defaultTenantId);
    inbox = await startSmtpInbox();
    connectorId = (await connectSmtpInbox(server(), inbox)).id;
    organization = (await api.post<Organization>('/organizations', { name: 'Acme & Sons' })).body;
  });
  afterAll(async () => {
    await inbox.close();
  });

  it('fills the link, the organization and the inviter of the invitation template', async () => {
    const arrived = inbox.nextMessage('filled@example.com');
    const invitation = await invite('filled@example.com', {
      link: 'https://app.example.com/join?from=mail',
    });
    expect((await arrived).text).toContain(
      `Ann filled@example.com invites you to Acme & Sons: https://app.example.com/join?from=mail&organization_invitation_id=${invitation.id}.`,
    );
  });

  it('resends with the link the invitation was created with, or the one given now', async () => {
    const link = 'https://app.example.com/join';
    const first = inbox.nextMessage('again@example.com');
    const invitation = await invite('again@example.com', { link });
    const expected = `${link}?organization_invitation_id=${invitation.id}`;
    expect((await first).text).toContain(expected);

    const resent = inbox.nextMessage('again@example.com');
    expect((await resend(invitation.id, {})).status).toBe(204);
    expect((await resent).text).toContain(`: ${expected}.`);

    const moved = inbox.nextMessage('again@example.com');
    expect((await resend(invitation.id, { link: 'https://other.example.com/in' })).status).toBe(204);
    expect((await moved).text).toContain(
      `https://other.example.com/in?organization_invitation_id=${invitation.id}`,
    );
  });

  it('refuses to resend without a link when the invitation was sent without one', async () => {
    const first = inbox.nextMessage('nolink@example.com');
    const invitation = await invite('nolink@example.com', {});
    // Without a link the invitee receives the invitation id, as before there were links.
    expect((await first).text).toContain(`: ${invitation.id}.`);
    expectError(await resend(invitation.id, {}), 400, 'organization.invitation_link_required');
    const resent = inbox.nextMessage('nolink@example.com');
    expect((await resend(invitation.id, { link: 'https://app.example.com/late' })).status).toBe(204);
    expect((await resent).text).toContain(
      `https://app.example.com/late?organization_invitation_id=${invitation.id}`,
    );
  });

  it('keeps a stored invitation template written with {{code}} sending the link', async () => {
    // A template saved before `{{link}}` existed: written straight to the row, as old data is.
    const legacy = plainTemplates.map((template) =>
      template.usageType === 'OrganizationInvitation'
        ? { ...template, content: 'Open {{code}} to join.' }
        : template,
    );
    await server().context.tenantScope(defaultTenantId).transaction(async (tx) => {
      await updateConnectorById(tx, connectorId, {
        config_encrypted: encryptConfig(server().context.vault, {
          host: inbox.host,
          port: inbox.port,
          tlsMode: 'none',
          fromEmail: 'noreply@tessera.test',
          senderName: 'Tessera Test',
          templates: legacy,
        }),
      });
      // Drops the cached connector, as any committed connector change does.
      tx.emit('connector.deleted', { connectorId });
    });
    const arrived = inbox.nextMessage('legacy@example.com');
    const invitation = await invite('legacy@example.com', { link: 'https://app.example.com/j' });
    expect((await arrived).text).toContain(
      `Open https://app.example.com/j?organization_invitation_id=${invitation.id} to join.`,
    );
  });
});
