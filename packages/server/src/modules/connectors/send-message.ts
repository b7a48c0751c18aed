import type { ConnectorTemplateUsageType, VerificationCodeType } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import type { OutboundFetch } from '../../http/outbound-fetch.js';
import type { Logger } from '../../logger.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { decryptConfig } from './config.js';
import { findConnectorFactory } from './factories/index.js';
import { findSendingConnector } from './sending-connector.js';
import type { TemplateVariables } from './templates.js';

export type VerificationMessage = {
  kind: 'Email' | 'Sms';
  /** An email address or phone number. */
  to: string;
  /**
   * What the code is for; picks the template. Passcode usages are template usages too: a new
   * passcode usage without a template usage of its name fails the typecheck below.
   */
  usageType: VerificationCodeType | ConnectorTemplateUsageType;
  code: string;
  /** The usage's other template variables (an invitation's `link`, `organization`…). */
  variables?: TemplateVariables;
  /** The reader's language tag; picks the template of that language, else the one without. */
  language?: string;
};

/** What sending needs besides the scope: the vault that opens configs, the request's logger. */
export type MessageDependencies = { vault: SecretVault; logger: Logger; outbound: OutboundFetch };

/**
 * Sends a one-time code through the tenant's connector of that kind. Fails with 400
 * `connector.not_found` when the tenant has none, `connector.template_not_found` when it has no
 * template for the usage, and `connector.general` (or a more precise connector code) when the
 * service refuses the message. Logs say which connector failed, never its secrets.
 */
export async function sendVerificationMessage(
  scope: TenantScope,
  message: VerificationMessage,
  { vault, logger, outbound }: MessageDependencies,
): Promise<void> {
  const row = await findSendingConnector(scope, message.kind);
  const factory = row && findConnectorFactory(row.connector_id);
  if (!row || factory?.kind !== 'sender') {
    throw new RequestError('connector.not_found', 400, { type: message.kind });
  }
  const config = decryptConfig(vault, row.config_encrypted);
  await factory.send(
    config,
    {
      to: message.to,
      usageType: message.usageType,
      code: message.code,
      ...(message.variables ? { variables: message.variables } : {}),
      ...(message.language ? { locale: message.language } : {}),
    },
    { logger: logger.child({ tenantId: scope.tenantId, connectorId: row.id }), outbound },
  );
}
