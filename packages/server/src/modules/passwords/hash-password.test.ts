import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { currentPasswordMethod, hashPassword, needsUpgrade } from './hash-password.js';
import { verifyPassword } from './verify-password.js';

describe('hashPassword', () => {
  it('stores Argon2id with the OWASP parameters and a fresh salt', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(currentPasswordMethod).toBe('Argon2id');
  });

  it('produces hashes that verify only with the same password', async () => {
    const encrypted = await hashPassword('correct horse');
    expect(await verifyPassword(encrypted, 'Argon2id', 'correct horse')).toBe(true);
    expect(await verifyPassword(encrypted, 'Argon2id', 'Correct horse')).toBe(false);
  });
});

describe('needsUpgrade', () => {
  it('asks to re-hash every method but Argon2id', () => {
    for (const method of ['Argon2i', 'Argon2d', 'SHA1', 'SHA256', 'MD5', 'Bcrypt', null]) {
      expect(needsUpgrade(method)).toBe(true);
    }
    expect(needsUpgrade('Argon2id')).toBe(false);
  });

  it('asks to re-hash Argon2id made with weaker parameters', async () => {
    const weak = await hash('secret', { algorithm: 2, memoryCost: 1024, timeCost: 1 });
    expect(needsUpgrade('Argon2id', weak)).toBe(true);
    expect(needsUpgrade('Argon2id', await hashPassword('secret'))).toBe(false);
  });
});
