import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Backup codes: ten single-use codes of ten hex digits (40 random bits each), shown once and
 * stored as SHA-256 digests. A fast hash is enough here, unlike for passwords: the codes are
 * random, not chosen, so there is no dictionary to try, and guessing online meets the lockout.
 */

export const backupCodeCount = 10;

export const createBackupCodes = (): string[] =>
  Array.from({ length: backupCodeCount }, () => randomBytes(5).toString('hex'));

/** Codes are compared without case or spaces, as people type them from paper. */
const normalize = (code: string) => code.replace(/\s|-/g, '').toLowerCase();

export const digestBackupCode = (code: string) =>
  createHash('sha256').update(normalize(code)).digest('base64url');

export type StoredBackupCode = { code: string; usedAt?: string | null };

/** The index of the unused stored code this one matches, or -1. */
export function findUnusedBackupCode(stored: readonly StoredBackupCode[], code: string): number {
  const digest = Buffer.from(digestBackupCode(code));
  return stored.findIndex((item) => {
    const candidate = Buffer.from(item.code);
    return !item.usedAt && candidate.length === digest.length && timingSafeEqual(candidate, digest);
  });
}
