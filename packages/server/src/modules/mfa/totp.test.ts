import { describe, expect, it } from 'vitest';
import { checkTotpCode, createTotpSecret, totpCodeAt, totpUri } from './totp.js';
import { createBackupCodes, digestBackupCode, findUnusedBackupCode } from './backup-codes.js';

describe('TOTP', () => {
  const secret = createTotpSecret();
  const now = new Date('2026-11-26T12:00:10Z');

  it('accepts the code of this step and of the steps next to it', () => {
    expect(checkTotpCode({ secret, code: totpCodeAt(secret, now), now }).valid).toBe(true);
    expect(checkTotpCode({ secret, code: totpCodeAt(secret, new Date(now.getTime() - 30_000)), now }).valid).toBe(true);
    expect(checkTotpCode({ secret, code: totpCodeAt(secret, new Date(now.getTime() + 30_000)), now }).valid).toBe(true);
  });

  it('refuses codes two steps away, malformed codes and another secret', () => {
    expect(checkTotpCode({ secret, code: totpCodeAt(secret, new Date(now.getTime() - 65_000)), now }).valid).toBe(false);
    expect(checkTotpCode({ secret, code: '12345', now }).valid).toBe(false);
    expect(checkTotpCode({ secret, code: totpCodeAt(createTotpSecret(), now), now }).valid).toBe(false);
  });

  it('refuses a replayed step and earlier ones', () => {
    const first = checkTotpCode({ secret, code: totpCodeAt(secret, now), now });
    if (!first.valid) throw new Error('expected a valid code');
    expect(checkTotpCode({ secret, code: totpCodeAt(secret, now), now, lastTimeStep: first.timeStep }).valid).toBe(false);
    const previous = totpCodeAt(secret, new Date(now.getTime() - 30_000));
    expect(checkTotpCode({ secret, code: previous, now, lastTimeStep: first.timeStep }).valid).toBe(false);
  });

  it('builds the URI authenticator apps scan', () => {
    const uri = new URL(totpUri({ issuer: 'Acme', label: 'ada@example.com', secret }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Acme');
  });
});

describe('backup codes', () => {
  it('are ten distinct codes matched by digest, without case or spaces, once', () => {
    const codes = createBackupCodes();
    expect(new Set(codes).size).toBe(10);
    const stored = codes.map((code) => ({ code: digestBackupCode(code) }));
    const typed = ` ${codes[3]!.toUpperCase().slice(0, 5)} ${codes[3]!.toUpperCase().slice(5)}`;
    expect(findUnusedBackupCode(stored, typed)).toBe(3);
    const used = stored.map((item, index) => (index === 3 ? { ...item, usedAt: new Date().toISOString() } : item));
    expect(findUnusedBackupCode(used, codes[3]!)).toBe(-1);
    expect(findUnusedBackupCode(stored, 'ffffffffff')).toBe(-1);
  });
});
