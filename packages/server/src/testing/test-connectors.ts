import { connectorTemplateUsageTypes, defaultTenantId, type ConnectorResponse } from '@tessera/schemas';
import { scopeToTenant } from '../db/tenant-scope.js';
import { createConnector } from '../modules/connectors/service.js';
import type { HttpReceiver } from './http-receiver.js';
import type { SmtpInbox } from './smtp-inbox.js';
import type { TestServer } from './test-server.js';

/**
 * One plain template per usage type: subject `{usageType} code`, content `Your code is {{code}}.`,
 * for invitations `{{inviter.name}} invites you to {{organization.name}}: {{link}}.`
 */
export const plainTemplates = connectorTemplateUsageTypes.map((usageType) => ({
  usageType,
  subject: `${usageType} code`,
  content:
    usageType === 'OrganizationInvitation'
      ? '{{inviter.name}} invites you to {{organization.name}}: {{link}}.'
      : 'Your code is {{code}}.',
}));

/** The tenant's email connector: SMTP to the inbox, from `Tessera Test <noreply@tessera.test>`. */
export const connectSmtpInbox = (server: TestServer, inbox: SmtpInbox, tenantId = defaultTenantId): Promise<ConnectorResponse> =>
  createConnector(scopeToTenant(server.context.database.db, tenantId), server.context.vault, {
    connectorId: 'smtp-email',
    config: {
      host: inbox.host,
      port: inbox.port,
      tlsMode: 'none',
      fromEmail: 'noreply@tessera.test',
      senderName: 'Tessera Test',
      templates: plainTemplates,
    },
  });

/** Signing secret of the connector `connectHttpSms` sets up. */
export const testSigningSecret = 'test-signing-secret-0123456789';

/**
 * The tenant's SMS connector: the HTTP SMS factory posting to the receiver; each request's JSON
 * body is `{ to, type, payload: { code, locale? } }`.
 */
export const connectHttpSms = (server: TestServer, receiver: HttpReceiver, tenantId = defaultTenantId): Promise<ConnectorResponse> =>
  createConnector(scopeToTenant(server.context.database.db, tenantId), server.context.vault, {
    connectorId: 'http-sms',
    config: { endpoint: `${receiver.url}/sms`, signingSecret: testSigningSecret },
  });

/** The first run of 4 to 8 digits in a message text: the code of `plainTemplates`. */
export const codeIn = (text: string) => /\b\d{4,8}\b/.exec(text)?.[0];
