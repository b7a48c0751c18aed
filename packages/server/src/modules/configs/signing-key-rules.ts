import type { OidcSigningKeyStatus } from '@tessera/schemas';
import { keptKeyCount, signingKeyAlgorithms, type SigningKeyAlgorithm, type StoredPrivateKey } from './key-types.js';

/*
 * Signing keys are stored newest first. Each algorithm has its own current key, so the JWKS
 * always serves an EC (ES256) and an RSA (RS256) key and a client may ask for either: the newest
 * key of an algorithm is its current key, older ones of it are previous keys that only verify.
 * The first key of the list is the tenant's default signing key.
 */

/** `Current` for the newest key of its algorithm, `Previous` for the older ones. */
export function signingKeyStatuses(keys: readonly StoredPrivateKey[]): Map<string, OidcSigningKeyStatus> {
  const seen = new Set<SigningKeyAlgorithm>();
  const statuses = new Map<string, OidcSigningKeyStatus>();
  for (const key of keys) {
    statuses.set(key.id, seen.has(key.algorithm) ? 'Previous' : 'Current');
    seen.add(key.algorithm);
  }
  return statuses;
}

/** The algorithms a tenant signs with by default and has no key of yet. */
export const missingAlgorithms = (keys: readonly StoredPrivateKey[]): SigningKeyAlgorithm[] =>
  signingKeyAlgorithms.filter((algorithm) => !keys.some((key) => key.algorithm === algorithm));

/**
 * The keys after a rotation: the new key first (current, and the tenant's default), the current
 * key of its algorithm kept as previous, any older key of that algorithm dropped; keys of the
 * other algorithm stay in their order.
 */
export function rotatedSigningKeys(keys: readonly StoredPrivateKey[], newKey: StoredPrivateKey): StoredPrivateKey[] {
  const kept: StoredPrivateKey[] = [newKey];
  let sameAlgorithm = 1;
  for (const key of keys) {
    if (key.algorithm !== newKey.algorithm) {
      kept.push(key);
    } else if (sameAlgorithm < keptKeyCount) {
      kept.push(key);
      sameAlgorithm++;
    }
  }
  return kept;
}
