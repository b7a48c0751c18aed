import { passwordEncryptionMethodGuard, type PasswordEncryptionMethod } from '@tessera/schemas';
import type { legacyDigestAlgorithms} from './legacy-digest.js';
import { isLegacyDigestMethod } from './legacy-digest.js';

/** Bytes of each unsalted digest: MD5 16, SHA-1 20, SHA-256 32. */
const legacyDigestBytes = { MD5: 16, SHA1: 20, SHA256: 32 } as const satisfies Record<
  keyof typeof legacyDigestAlgorithms,
  number
>;

const base64 = /^[\d+/A-Za-z]+={0,2}$/;
const argon2Phc = (variant: string) =>
  new RegExp(`^\\$${variant}\\$(?:v=\\d+\\$)?m=\\d+,t=\\d+,p=\\d+\\$[\\d+/A-Za-z]+\\$[\\d+/A-Za-z]+$`);
const phcFormats: Record<string, RegExp> = {
  Argon2i: argon2Phc('argon2i'),
  Argon2id: argon2Phc('argon2id'),
  Argon2d: argon2Phc('argon2d'),
  // Modular crypt format: `$2b$10$` then 22 characters of salt and 31 of hash.
  Bcrypt: /^\$2[abxy]?\$\d{2}\$[\d./A-Za-z]{53}$/,
};

/** The algorithm named by an import, or undefined when Tessera does not know it. */
export const toPasswordEncryptionMethod = (name: string): PasswordEncryptionMethod | undefined => {
  const parsed = passwordEncryptionMethodGuard.safeParse(name);
  return parsed.success ? parsed.data : undefined;
};

/**
 * Whether an imported digest has the shape of its algorithm: a PHC string of the same Argon2
 * variant, a bcrypt modular crypt string, or an unsalted digest of the right length in hex or
 * base64. A digest that fails here could never match a password, so it is refused at import.
 */
export function isWellFormedDigest(digest: string, method: PasswordEncryptionMethod): boolean {
  if (isLegacyDigestMethod(method)) {
    const bytes = legacyDigestBytes[method];
    if (/^[\dA-Fa-f]+$/.test(digest)) {
      return digest.length === bytes * 2;
    }
    return base64.test(digest) && Buffer.from(digest, 'base64').length === bytes;
  }
  return phcFormats[method]?.test(digest) ?? false;
}
