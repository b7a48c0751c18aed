import type { OidcKey, OidcKeyType, SigningKeyAlgorithm } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import {
  deleteCookieKey,
  deletePrivateKey,
  findCookieKeys,
  findPrivateKeys,
  rotateCookieKeys,
  rotatePrivateKeys,
} from './oidc-key-queries.js';
import { toOidcKeyResponse } from './responses.js';
// The area's events join the catalogue wherever this service is compiled.
import './events.js';

/** The tenant's keys of a type, current first; the first call creates the first key. */
export async function findOidcKeys(scope: TenantScope, keyType: OidcKeyType): Promise<OidcKey[]> {
  const keys = keyType === 'private-keys' ? await findPrivateKeys(scope) : await findCookieKeys(scope);
  return keys.map(toOidcKeyResponse);
}

/**
 * Reads the key list and writes it back changed, in one transaction under a lock of the key type:
 * two rotations at once would otherwise both start from the same list, and one new key be lost.
 */
const changeKeys = <T>(scope: TenantScope, keyType: OidcKeyType, change: (tx: TenantScope) => Promise<T>) =>
  scope.transaction(async (tx) => {
    await tx.lockForTransaction(`oidc-keys:${keyType}`);
    return change(tx);
  });

/** A new current key; the previous one stays (JWKS still serves it), older ones are dropped. */
export async function rotateOidcKeys(
  scope: TenantScope,
  keyType: OidcKeyType,
  signingKeyAlgorithm: SigningKeyAlgorithm = 'EC',
): Promise<OidcKey[]> {
  return changeKeys(scope, keyType, async (tx) => {
    const stored =
      keyType === 'private-keys' ? await rotatePrivateKeys(tx, signingKeyAlgorithm) : await rotateCookieKeys(tx);
    const keys = stored.map(toOidcKeyResponse);
    tx.emit('oidc_keys.rotated', { keyType, keys });
    return keys;
  });
}

/** Drops a previous key: 404 for an unknown id, 422 for the current key. */
export async function deleteOidcKey(scope: TenantScope, keyType: OidcKeyType, keyId: string): Promise<void> {
  await changeKeys(scope, keyType, async (tx) => {
    await (keyType === 'private-keys' ? deletePrivateKey(tx, keyId) : deleteCookieKey(tx, keyId));
    tx.emit('oidc_key.deleted', { keyType, keyId });
  });
}
