import { verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import type { Logger } from '../../logger.js';
import { isLegacyDigestMethod, verifyLegacyDigest } from './legacy-digest.js';

const argon2Prefixes: Record<string, string> = {
  Argon2i: '$argon2i$',
  Argon2id: '$argon2id$',
  Argon2d: '$argon2d$',
};

const verifyArgon2 = async (encrypted: string, method: string, password: string) => {
  // The PHC string names its own variant; a mismatch with the stored method means bad data.
  const prefix = argon2Prefixes[method];
  if (!prefix || !encrypted.startsWith(prefix)) {
    return false;
  }
  try {
    return await verify(encrypted, password);
  } catch {
    return false;
  }
};

/**
 * Checks a password against a stored hash of any method of spec 001 §3 (Argon2i/id/d, SHA1,
 * SHA256, MD5, Bcrypt). Unknown methods and malformed hashes answer false; the logger hears
 * about unknown methods.
 */
export async function verifyPassword(
  encrypted: string,
  method: string,
  password: string,
  logger?: Pick<Logger, 'warn'>,
): Promise<boolean> {
  if (method in argon2Prefixes) {
    return verifyArgon2(encrypted, method, password);
  }
  if (isLegacyDigestMethod(method)) {
    return verifyLegacyDigest(encrypted, method, password);
  }
  if (method === 'Bcrypt') {
    try {
      return await bcrypt.compare(password, encrypted);
    } catch {
      return false;
    }
  }
  logger?.warn({ method }, 'unknown password encryption method');
  return false;
}
