import { isMaskedSecret, maskSecret, type JsonObject } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';
import { formatZodIssues } from '../../errors/zod-details.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import type { SsoProvider } from './providers.js';

/** A config checked against its provider's form: 400 `connector.invalid_config_guard`, issues in `details`. */
export function parseSsoConfig(provider: SsoProvider, config: unknown): JsonObject {
  const result = provider.configGuard.safeParse(config);
  if (!result.success) {
    throw new RequestError('connector.invalid_config_guard', 400, undefined, formatZodIssues(result.error.issues));
  }
  return result.data;
}

/** The config as answers show it: secrets masked. */
export function maskSsoConfig(provider: SsoProvider, config: JsonObject): JsonObject {
  const masked = { ...config };
  for (const key of provider.secretKeys) {
    const value = masked[key];
    if (typeof value === 'string' && value.length > 0) {
      masked[key] = maskSecret(value);
    }
  }
  return masked;
}

/** A config sent back masked: each masked secret becomes the stored one (or is dropped). */
export function restoreMaskedSsoSecrets(provider: SsoProvider, incoming: JsonObject, stored: JsonObject): JsonObject {
  const restored = { ...incoming };
  for (const key of provider.secretKeys) {
    if (isMaskedSecret(restored[key])) {
      if (stored[key] === undefined) {
        delete restored[key];
      } else {
        restored[key] = stored[key];
      }
    }
  }
  return restored;
}

export const encryptSsoConfig = (vault: SecretVault, config: JsonObject) => vault.encrypt(JSON.stringify(config));

export const decryptSsoConfig = (vault: SecretVault, encrypted: string): JsonObject =>
  JSON.parse(vault.decrypt(encrypted)) as JsonObject;
