import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from './hash-password.js';
import { isWellFormedDigest, toPasswordEncryptionMethod } from './digest-format.js';

const digest = (algorithm: string, encoding: 'hex' | 'base64') =>
  createHash(algorithm).update('secret').digest(encoding);

describe('imported password digests', () => {
  it('knows the algorithms of the spec and nothing else', () => {
    expect(toPasswordEncryptionMethod('SHA256')).toBe('SHA256');
    expect(toPasswordEncryptionMethod('Legacy')).toBeUndefined();
    expect(toPasswordEncryptionMethod('sha256')).toBeUndefined();
  });

  it('accepts unsalted digests of the right length in hex (any case) or base64', () => {
    expect(isWellFormedDigest(digest('md5', 'hex'), 'MD5')).toBe(true);
    expect(isWellFormedDigest(digest('sha1', 'hex').toUpperCase(), 'SHA1')).toBe(true);
    expect(isWellFormedDigest(digest('sha256', 'base64'), 'SHA256')).toBe(true);
    expect(isWellFormedDigest(digest('md5', 'hex'), 'SHA256')).toBe(false);
    expect(isWellFormedDigest('not a digest', 'MD5')).toBe(false);
  });

  it('accepts PHC strings of the named Argon2 variant and bcrypt strings', async () => {
    const argon2id = await hashPassword('secret');
    expect(isWellFormedDigest(argon2id, 'Argon2id')).toBe(true);
    expect(isWellFormedDigest(argon2id, 'Argon2i')).toBe(false);
    expect(isWellFormedDigest(argon2id.replace('$argon2id$', '$argon2d$'), 'Argon2d')).toBe(true);
    expect(isWellFormedDigest('$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy', 'Bcrypt')).toBe(true);
    expect(isWellFormedDigest('$2b$10$short', 'Bcrypt')).toBe(false);
  });
});
