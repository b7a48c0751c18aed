import type { OidcKey } from '@tessera/schemas';
import type { StoredCookieKey, StoredPrivateKey } from './key-types.js';
import { signingKeyStatuses } from './signing-key-rules.js';

/** Signing keys in their API shape (`OidcKey`): id, age, algorithm, status and (rotated in with a grace period) effective time, never their material. */
export const toSigningKeyResponses = (keys: readonly StoredPrivateKey[]): OidcKey[] => {
  const statuses = signingKeyStatuses(keys);
  return keys.map((key) => ({
    id: key.id,
    createdAt: key.createdAt,
    signingKeyAlgorithm: key.algorithm,
    status: statuses.get(key.id),
    ...(key.effectiveAt === undefined ? {} : { effectiveAt: key.effectiveAt }),
  }));
};

/** Cookie keys carry only their id and age, as the reference API lists them. */
export const toCookieKeyResponses = (keys: readonly StoredCookieKey[]): OidcKey[] =>
  keys.map((key) => ({ id: key.id, createdAt: key.createdAt }));
