import { isMaskedSecret, maskSecret, type JsonObject } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';
import { formatZodIssues } from '../../errors/zod-details.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import type { ConnectorFactory } from './factories/index.js';

/**
 * A config checked against its factory: its schema (400 `connector.invalid_config_guard`, the
 * issues in `details`), then its rules (sender texts, the code in templates).
 */
export function parseConnectorConfig(factory: ConnectorFactory, config: unknown): JsonObject {
  const result = factory.configGuard.safeParse(config);
  if (!result.success) {
    throw new RequestError(
      'connector.invalid_config_guard',
      400,
      undefined,
      formatZodIssues(result.error.issues),
    );
  }
  factory.assertRules(result.data);
  return result.data;
}

const secretKeys = (factory: ConnectorFactory) =>
  factory.metadata.formItems.filter((item) => item.isConfidential).map((item) => item.key);

/** The config as answers show it: secret form items masked, the rest as stored. */
export function maskConfig(factory: ConnectorFactory, config: JsonObject): JsonObject {
  const masked = { ...config };
  for (const key of secretKeys(factory)) {
    const value = masked[key];
    if (typeof value === 'string' && value.length > 0) {
      masked[key] = maskSecret(value);
    }
  }
  return masked;
}

/**
 * A config sent back from a form that showed masked secrets: each masked secret becomes the
 * stored one. Without a stored one the masked text is dropped, never saved as the secret.
 */
export function restoreMaskedSecrets(
  factory: ConnectorFactory,
  incoming: JsonObject,
  stored: JsonObject | undefined,
): JsonObject {
  const restored = { ...incoming };
  for (const key of secretKeys(factory)) {
    if (isMaskedSecret(restored[key])) {
      if (stored?.[key] === undefined) {
        delete restored[key];
      } else {
        restored[key] = stored[key];
      }
    }
  }
  return restored;
}

/** The whole config is one encrypted text: which fields are secrets depends on the factory. */
export const encryptConfig = (vault: SecretVault, config: JsonObject) =>
  vault.encrypt(JSON.stringify(config));

export const decryptConfig = (vault: SecretVault, encrypted: string): JsonObject =>
  JSON.parse(vault.decrypt(encrypted)) as JsonObject;
