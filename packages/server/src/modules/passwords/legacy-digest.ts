import { createHash, timingSafeEqual } from 'node:crypto';

export const legacyDigestAlgorithms = { MD5: 'md5', SHA1: 'sha1', SHA256: 'sha256' } as const;
export type LegacyDigestMethod = keyof typeof legacyDigestAlgorithms;

export const isLegacyDigestMethod = (method: string): method is LegacyDigestMethod =>
  Object.hasOwn(legacyDigestAlgorithms, method);

/** Imported digests arrive as hex (any case) or base64, depending on the system they came from. */
const decodeDigest = (stored: string, length: number): Buffer | undefined => {
  const trimmed = stored.trim();
  if (/^[\da-f]+$/i.test(trimmed) && trimmed.length === length * 2) {
    return Buffer.from(trimmed, 'hex');
  }
  const base64 = Buffer.from(trimmed, 'base64');
  return base64.length === length ? base64 : undefined;
};

/** Unsalted MD5 / SHA-1 / SHA-256 digests of imported users, compared in constant time. */
export function verifyLegacyDigest(stored: string, method: LegacyDigestMethod, password: string) {
  const actual = createHash(legacyDigestAlgorithms[method]).update(password, 'utf8').digest();
  const expected = decodeDigest(stored, actual.length);
  return expected !== undefined && timingSafeEqual(actual, expected);
}
