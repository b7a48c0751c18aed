import { z } from 'zod';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import {
  findTenantConfigByKey,
  insertTenantConfigIfMissing,
  upsertTenantConfig,
} from '../tenant-configs/queries.js';
import { generateCookieKey, generatePrivateKey } from './generate-keys.js';
import {
  keptKeyCount,
  oidcConfigKeys,
  storedCookieKeySchema,
  storedPrivateKeySchema,
  type SigningKeyAlgorithm,
  type StoredCookieKey,
  type StoredPrivateKey,
} from './key-types.js';

const privateKeysSchema = z.array(storedPrivateKeySchema);
const cookieKeysSchema = z.array(storedCookieKeySchema);

/** The tenant's signing keys, newest (current) first; created on first use. */
export async function findPrivateKeys(scope: TenantScope): Promise<StoredPrivateKey[]> {
  let value = await findTenantConfigByKey(scope, oidcConfigKeys.privateKeys);
  if (value === undefined) {
    await insertTenantConfigIfMissing(scope, oidcConfigKeys.privateKeys, [generatePrivateKey()]);
    value = await findTenantConfigByKey(scope, oidcConfigKeys.privateKeys);
  }
  return privateKeysSchema.parse(value) as StoredPrivateKey[];
}

export async function findCookieKeys(scope: TenantScope): Promise<StoredCookieKey[]> {
  let value = await findTenantConfigByKey(scope, oidcConfigKeys.cookieKeys);
  if (value === undefined) {
    await insertTenantConfigIfMissing(scope, oidcConfigKeys.cookieKeys, [generateCookieKey()]);
    value = await findTenantConfigByKey(scope, oidcConfigKeys.cookieKeys);
  }
  return cookieKeysSchema.parse(value);
}

export async function rotatePrivateKeys(scope: TenantScope, algorithm: SigningKeyAlgorithm) {
  const keys = [generatePrivateKey(algorithm), ...(await findPrivateKeys(scope))].slice(0, keptKeyCount);
  await upsertTenantConfig(scope, oidcConfigKeys.privateKeys, keys);
  return keys;
}

export async function rotateCookieKeys(scope: TenantScope) {
  const keys = [generateCookieKey(), ...(await findCookieKeys(scope))].slice(0, keptKeyCount);
  await upsertTenantConfig(scope, oidcConfigKeys.cookieKeys, keys);
  return keys;
}

const removeKey = <T extends { id: string }>(keys: T[], keyId: string): T[] => {
  const index = keys.findIndex((key) => key.id === keyId);
  if (index === -1) {
    throw new RequestError('oidc.key_not_found', 404, { keyId });
  }
  if (index === 0) {
    throw new RequestError('oidc.cannot_delete_current_key', 422);
  }
  return keys.filter((key) => key.id !== keyId);
};

export async function deletePrivateKey(scope: TenantScope, keyId: string) {
  const keys = removeKey(await findPrivateKeys(scope), keyId);
  await upsertTenantConfig(scope, oidcConfigKeys.privateKeys, keys);
  return keys;
}

export async function deleteCookieKey(scope: TenantScope, keyId: string) {
  const keys = removeKey(await findCookieKeys(scope), keyId);
  await upsertTenantConfig(scope, oidcConfigKeys.cookieKeys, keys);
  return keys;
}
