import { createHash, randomBytes } from 'node:crypto';

/**
 * A new token value: 32 random bytes (256 bits) behind a short prefix that tells a leaked value
 * apart in logs and secret scanners.
 */
export const generateTokenValue = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

/**
 * What is stored of a token: its SHA-256, in hex. A plain fast hash is enough here, unlike for
 * passwords: the value is 256 bits of randomness, so no guessing or precomputed table can find it
 * from the digest, and a fast hash lets the token endpoint look a token up by an index in one
 * query. A database leak thus yields no usable token.
 */
export const digestOf = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
