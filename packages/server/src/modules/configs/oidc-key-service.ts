import type { OidcKey, OidcKeyType, SigningKeyAlgorithm } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { generateCookieKey, generatePrivateKey } from './generate-keys.js';
import { keptKeyCount } from './key-types.js';
import {
  findCookieKeys,
  findPrivateKeys,
  lockOidcKeys,
  updateCookieKeys,
  updatePrivateKeys,
} from './oidc-key-queries.js';
import { toCookieKeyResponses, toSigningKeyResponses } from './responses.js';
import { rotatedSigningKeys, signingKeyStatuses, signingOrder } from './signing-key-rules.js';
// The area's events join the catalogue wherever this service is compiled.
import './events.js';

/** The tenant's keys of a type, current first; the first call creates the first keys. */
export async function findOidcKeys(scope: TenantScope, keyType: OidcKeyType): Promise<OidcKey[]> {
  return keyType === 'private-keys'
    ? toSigningKeyResponses(await findPrivateKeys(scope))
    : toCookieKeyResponses(await findCookieKeys(scope));
}

/**
 * Reads the key list and writes it back changed, in one transaction under a lock of the key type:
 * two rotations at once would otherwise both start from the same list, and one new key be lost.
 */
const changeKeys = <T>(scope: TenantScope, keyType: OidcKeyType, change: (tx: TenantScope) => Promise<T>) =>
  scope.transaction(async (tx) => {
    await lockOidcKeys(tx, keyType);
    return change(tx);
  });

async function rotateSigningKeys(scope: TenantScope, options: RotateOptions) {
  const keys = await findPrivateKeys(scope);
  const now = Date.now();
  // Without a choice the tenant keeps signing by default with the algorithm it signs with now.
  const generated = await generatePrivateKey(options.signingKeyAlgorithm ?? signingOrder(keys, now)[0]?.algorithm ?? 'EC');
  const gracePeriod = options.rotationGracePeriod ?? 0;
  const newKey = gracePeriod > 0 ? { ...generated, effectiveAt: now + gracePeriod * 1000 } : generated;
  const rotated = rotatedSigningKeys(keys, newKey, now);
  await updatePrivateKeys(scope, rotated);
  return toSigningKeyResponses(rotated);
}

async function rotateCookieKeys(scope: TenantScope) {
  const rotated = [generateCookieKey(), ...(await findCookieKeys(scope))].slice(0, keptKeyCount);
  await updateCookieKeys(scope, rotated);
  return toCookieKeyResponses(rotated);
}

export type RotateOptions = { signingKeyAlgorithm?: SigningKeyAlgorithm; rotationGracePeriod?: number };

/**
 * A new key. For signing keys, of the requested algorithm (by default the one the tenant signs
 * with): the current key of that algorithm becomes previous, an older one of it is dropped. With
 * a grace period (seconds) the new signing key is next until it has passed, and the current key
 * keeps signing until then.
 */
export async function rotateOidcKeys(
  scope: TenantScope,
  keyType: OidcKeyType,
  options: RotateOptions = {},
): Promise<OidcKey[]> {
  return changeKeys(scope, keyType, async (tx) => {
    const keys = keyType === 'private-keys' ? await rotateSigningKeys(tx, options) : await rotateCookieKeys(tx);
    tx.emit('oidc_keys.rotated', { keyType, keys });
    return keys;
  });
}

/** One key is always kept (`oidc.key_required`), and the key must exist (`oidc.key_not_found`). */
function assertKeyDeletable(keys: readonly { id: string }[], keyId: string) {
  if (keys.length <= 1) {
    throw new RequestError('oidc.key_required', 422);
  }
  if (!keys.some((key) => key.id === keyId)) {
    throw new RequestError('oidc.key_not_found', 404, { keyId });
  }
}

const onlyPreviousKeyCanBeDeleted = () => new RequestError('oidc.only_previous_key_can_be_deleted', 422);

/**
 * Drops a previous key. A current key (of its algorithm, for signing keys) signs what is issued
 * now and cannot be deleted; rotating makes it previous. A next signing key cannot be deleted either.
 */
export async function deleteOidcKey(scope: TenantScope, keyType: OidcKeyType, keyId: string): Promise<void> {
  await changeKeys(scope, keyType, async (tx) => {
    if (keyType === 'private-keys') {
      const keys = await findPrivateKeys(tx);
      assertKeyDeletable(keys, keyId);
      if (signingKeyStatuses(keys).get(keyId) !== 'Previous') {
        throw onlyPreviousKeyCanBeDeleted();
      }
      await updatePrivateKeys(tx, keys.filter((key) => key.id !== keyId));
    } else {
      const keys = await findCookieKeys(tx);
      assertKeyDeletable(keys, keyId);
      if (keys[0]?.id === keyId) {
        throw onlyPreviousKeyCanBeDeleted();
      }
      await updateCookieKeys(tx, keys.filter((key) => key.id !== keyId));
    }
    tx.emit('oidc_key.deleted', { keyType, keyId });
  });
}
