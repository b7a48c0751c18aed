import type { ConnectorTest } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import type { Logger } from '../../logger.js';
import type { OutboundFetch } from '../../http/outbound-fetch.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { decryptConfig, parseConnectorConfig, restoreMaskedSecrets } from './config.js';
import { requireConnectorFactory } from './factories/index.js';
import { findConnectorByFactoryId } from './queries.js';

/** The code a test message carries: it proves delivery, it unlocks nothing. */
export const testMessageCode = '123456';

/**
 * Sends the Generic template of an unsaved config to the given address. A form editing a saved
 * connector sends its secrets back masked: they are read from the tenant's connector of the
 * same factory, so testing an edit needs no retyping.
 */
export async function sendTestMessage(
  scope: TenantScope,
  { vault, logger, outbound }: { vault: SecretVault; logger: Logger; outbound: OutboundFetch },
  factoryId: string,
  { email, phone, config, locale }: ConnectorTest,
) {
  const factory = requireConnectorFactory(factoryId);
  const { type } = factory.metadata;
  if (factory.kind !== 'sender' || type === 'Social') {
    throw new RequestError('connector.unexpected_type', 400);
  }
  const to = type === 'Email' ? email : phone;
  if (!to) {
    throw new RequestError('connector.insufficient_request_parameters', 400);
  }
  const saved = await findConnectorByFactoryId(scope, factoryId);
  const stored = saved ? decryptConfig(vault, saved.config_encrypted) : undefined;
  const parsed = parseConnectorConfig(factory, restoreMaskedSecrets(factory, config, stored));
  await factory.send(
    parsed,
    { to, usageType: 'Generic', code: testMessageCode, ...(locale ? { locale } : {}) },
    { logger: logger.child({ tenantId: scope.tenantId, connector: factoryId, test: true }), outbound },
  );
}
