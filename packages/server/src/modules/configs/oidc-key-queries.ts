import { z } from 'zod';
import type { TenantScope } from '../../db/tenant-scope.js';
import {
  findTenantConfigByKey,
  insertTenantConfigIfMissing,
  upsertTenantConfig,
} from '../tenant-configs/queries.js';
import { generateCookieKey, generatePrivateKey } from './generate-keys.js';
import {
  oidcConfigKeys,
  signingKeyAlgorithms,
  storedCookieKeySchema,
  storedPrivateKeySchema,
  type OidcKeyType,
  type StoredCookieKey,
  type StoredPrivateKey,
} from './key-types.js';
import { missingAlgorithms } from './signing-key-rules.js';

const privateKeysSchema = z.array(storedPrivateKeySchema);
const cookieKeysSchema = z.array(storedCookieKeySchema);

const readPrivateKeys = async (scope: TenantScope) => {
  const value = await findTenantConfigByKey(scope, oidcConfigKeys.privateKeys);
  return value === undefined ? undefined : (privateKeysSchema.parse(value) as StoredPrivateKey[]);
};

/** Serialises the changes of one key type in a tenant; call inside a transaction. */
export const lockOidcKeys = (scope: TenantScope, keyType: OidcKeyType) =>
  scope.lockForTransaction(`oidc-keys:${keyType}`);

/**
 * The tenant's signing keys, newest (current) first, with a key of every algorithm: the first
 * call creates an EC and an RSA key, and a tenant created with one algorithm only (before RSA
 * keys were served beside EC ones) gains the other one, after its keys.
 */
export async function findPrivateKeys(scope: TenantScope): Promise<StoredPrivateKey[]> {
  let keys = await readPrivateKeys(scope);
  if (keys === undefined) {
    const created = await Promise.all(signingKeyAlgorithms.map(async (algorithm) => generatePrivateKey(algorithm)));
    await insertTenantConfigIfMissing(scope, oidcConfigKeys.privateKeys, created);
    keys = (await readPrivateKeys(scope)) ?? [];
  }
  if (missingAlgorithms(keys).length === 0) {
    return keys;
  }
  return scope.transaction(async (tx) => {
    await lockOidcKeys(tx, 'private-keys');
    const current = (await readPrivateKeys(tx)) ?? [];
    const missing = missingAlgorithms(current);
    if (missing.length === 0) {
      return current;
    }
    const completed = [...current, ...(await Promise.all(missing.map(async (algorithm) => generatePrivateKey(algorithm))))];
    await upsertTenantConfig(tx, oidcConfigKeys.privateKeys, completed);
    return completed;
  });
}

export async function findCookieKeys(scope: TenantScope): Promise<StoredCookieKey[]> {
  let value = await findTenantConfigByKey(scope, oidcConfigKeys.cookieKeys);
  if (value === undefined) {
    await insertTenantConfigIfMissing(scope, oidcConfigKeys.cookieKeys, [generateCookieKey()]);
    value = await findTenantConfigByKey(scope, oidcConfigKeys.cookieKeys);
  }
  return cookieKeysSchema.parse(value);
}

export const updatePrivateKeys = (scope: TenantScope, keys: StoredPrivateKey[]) =>
  upsertTenantConfig(scope, oidcConfigKeys.privateKeys, keys);

export const updateCookieKeys = (scope: TenantScope, keys: StoredCookieKey[]) =>
  upsertTenantConfig(scope, oidcConfigKeys.cookieKeys, keys);
