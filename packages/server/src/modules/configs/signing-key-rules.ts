import type { OidcSigningKeyStatus } from '@tessera/schemas';
import { keptKeyCount, signingKeyAlgorithms, type SigningKeyAlgorithm, type StoredPrivateKey } from './key-types.js';

/*
 * Signing keys are stored newest first. Each algorithm has its own current key, so the JWKS
 * always serves an EC (ES256) and an RSA (RS256) key and a client may ask for either: the newest
 * key of an algorithm that is in effect is its current key, older ones of it are previous keys
 * that only verify. A key rotated in with a grace period is `Next` until its `effectiveAt`:
 * published so relying parties can fetch it, but not signing. Statuses follow from the stored
 * times whenever they are read; nothing has to run when a next key takes effect.
 * The first key in effect is the tenant's default signing key.
 */

/** Whether the key waits for its effective time at `now`. */
export const isPendingKey = (key: StoredPrivateKey, now: number): boolean =>
  key.effectiveAt !== undefined && key.effectiveAt > now;

/** `Next` for a key not in effect yet, `Current` for the newest key in effect of its algorithm, `Previous` for older ones. */
export function signingKeyStatuses(
  keys: readonly StoredPrivateKey[],
  now = Date.now(),
): Map<string, OidcSigningKeyStatus> {
  const seen = new Set<SigningKeyAlgorithm>();
  const statuses = new Map<string, OidcSigningKeyStatus>();
  for (const key of keys) {
    if (isPendingKey(key, now)) {
      statuses.set(key.id, 'Next');
      continue;
    }
    statuses.set(key.id, seen.has(key.algorithm) ? 'Previous' : 'Current');
    seen.add(key.algorithm);
  }
  return statuses;
}

/**
 * The keys in the order the provider picks signing keys from: keys in effect first (the first is
 * the default signing key), next keys last, so they are published but never chosen to sign.
 */
export const signingOrder = (keys: readonly StoredPrivateKey[], now = Date.now()): StoredPrivateKey[] => [
  ...keys.filter((key) => !isPendingKey(key, now)),
  ...keys.filter((key) => isPendingKey(key, now)),
];

/** The earliest time a next key takes effect, if one waits at `now`. */
export function nextEffectiveAt(keys: readonly StoredPrivateKey[], now = Date.now()): number | undefined {
  const pending = keys.filter((key) => isPendingKey(key, now)).map((key) => key.effectiveAt ?? now);
  return pending.length > 0 ? Math.min(...pending) : undefined;
}

/** The algorithms a tenant signs with by default and has no key of yet. */
export const missingAlgorithms = (keys: readonly StoredPrivateKey[]): SigningKeyAlgorithm[] =>
  signingKeyAlgorithms.filter((algorithm) => !keys.some((key) => key.algorithm === algorithm));

/**
 * The keys after a rotation: the new key first, keys of the other algorithm kept in their order.
 * Of the rotated algorithm, a next key still waiting is replaced by the new one; a new key in
 * effect at once keeps the current key as previous and drops older ones, a new next key keeps
 * the current key signing and its previous key verifying until the switch.
 */
export function rotatedSigningKeys(
  keys: readonly StoredPrivateKey[],
  newKey: StoredPrivateKey,
  now = Date.now(),
): StoredPrivateKey[] {
  const kept: StoredPrivateKey[] = [newKey];
  const keptInEffect = isPendingKey(newKey, now) ? keptKeyCount : keptKeyCount - 1;
  let sameAlgorithm = 0;
  for (const key of keys) {
    if (key.algorithm !== newKey.algorithm) {
      kept.push(key);
    } else if (!isPendingKey(key, now) && sameAlgorithm < keptInEffect) {
      kept.push(key);
      sameAlgorithm++;
    }
  }
  return kept;
}
