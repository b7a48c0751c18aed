import bcrypt from 'bcryptjs';
import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { verifyPassword } from './verify-password.js';

const digest = (algorithm: string, text: string, encoding: 'hex' | 'base64' = 'hex') =>
  createHash(algorithm).update(text).digest(encoding);

describe('verifyPassword with imported hashes', () => {
  it.each([
    ['Argon2i', 1],
    ['Argon2d', 0],
    ['Argon2id', 2],
  ] as const)('verifies %s', async (method, algorithm) => {
    const encrypted = await hash('p@ssw0rd', { algorithm, memoryCost: 1024, timeCost: 1 });
    expect(await verifyPassword(encrypted, method, 'p@ssw0rd')).toBe(true);
    expect(await verifyPassword(encrypted, method, 'p@ssw0rD')).toBe(false);
  });

  it('refuses an Argon2 hash whose variant differs from the stored method', async () => {
    const argon2i = await hash('p@ssw0rd', { algorithm: 1, memoryCost: 1024, timeCost: 1 });
    expect(await verifyPassword(argon2i, 'Argon2id', 'p@ssw0rd')).toBe(false);
  });

  it.each([
    ['MD5', 'md5'],
    ['SHA1', 'sha1'],
    ['SHA256', 'sha256'],
  ] as const)('verifies unsalted %s digests in hex of either case and base64', async (method, algorithm) => {
    const hex = digest(algorithm, 'p@ssw0rd');
    expect(await verifyPassword(hex, method, 'p@ssw0rd')).toBe(true);
    expect(await verifyPassword(hex.toUpperCase(), method, 'p@ssw0rd')).toBe(true);
    expect(await verifyPassword(digest(algorithm, 'p@ssw0rd', 'base64'), method, 'p@ssw0rd')).toBe(true);
    expect(await verifyPassword(hex, method, 'wrong')).toBe(false);
  });

  it('answers false for malformed hashes instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'Argon2id', 'x')).toBe(false);
    expect(await verifyPassword('$argon2id$garbage', 'Argon2id', 'x')).toBe(false);
    expect(await verifyPassword('abc', 'SHA256', 'x')).toBe(false);
  });

  it('checks Bcrypt hashes of every prefix, and answers false for a wrong password or a broken hash', async () => {
    // A hash made elsewhere (cost 4), as an import would bring it.
    const hash = bcrypt.hashSync('imported secret', 4);
    for (const prefix of ['$2a$', '$2b$', '$2y$']) {
      const variant = prefix + hash.slice(4);
      expect(await verifyPassword(variant, 'Bcrypt', 'imported secret')).toBe(true);
      expect(await verifyPassword(variant, 'Bcrypt', 'another secret')).toBe(false);
    }
    expect(await verifyPassword('$2b$10$short', 'Bcrypt', 'imported secret')).toBe(false);
  });

  it('answers false for an unknown method', async () => {
    const logger = { warn: vi.fn() };
    expect(await verifyPassword(digest('sha512', 'x'), 'SHA512', 'x', logger)).toBe(false);
    expect(logger.warn).toHaveBeenCalled();
  });
});
