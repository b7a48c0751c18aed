import { describe, expect, it } from 'vitest';

import { mfaVerificationGuard, webAuthnTransports } from './mfa-verification';
import { userCreateGuard, userGuard, userInfoGuard, userPatchGuard } from './user';

const user = {
  id: 'u'.repeat(12),
  username: 'john_doe',
  primaryEmail: 'john@example.com',
  primaryPhone: '15550100',
  passwordEncrypted: '$argon2id$…',
  passwordEncryptionMethod: 'Argon2id',
  name: 'John',
  avatar: null,
  profile: { givenName: 'John', address: { country: 'FR' } },
  applicationId: null,
  identities: { github: { userId: '42', details: { login: 'jd' } } },
  customData: {},
  mfaVerifications: [],
  isSuspended: false,
  lastSignInAt: null,
  createdAt: 1,
  updatedAt: 2,
};

const local = (length: number) => `${'a'.repeat(length - '@b.co'.length)}@b.co`;

describe('user', () => {
  it('accepts a full user', () => {
    expect(userGuard.parse(user)).toEqual(user);
  });

  it.each([
    [{ id: 'u'.repeat(13) }, false],
    [{ username: 'u'.repeat(128) }, true],
    [{ username: 'u'.repeat(129) }, false],
    [{ username: '1abc' }, false],
    [{ primaryEmail: local(128) }, true],
    [{ primaryEmail: local(129) }, false],
    [{ primaryPhone: '1'.repeat(128) }, true],
    [{ primaryPhone: '1'.repeat(129) }, false],
    [{ primaryPhone: '+15550100' }, false],
    [{ avatar: 'a'.repeat(2048) }, true],
    [{ avatar: 'a'.repeat(2049) }, false],
    [{ passwordEncryptionMethod: 'Scrypt' }, false],
  ])('%j valid: %s', (override, valid) => {
    expect(userGuard.safeParse({ ...user, ...override }).success).toBe(valid);
  });

  it('shows no password hash or MFA secrets in API answers', () => {
    const shown = userInfoGuard.parse({ ...user, hasPassword: true });
    expect(shown).not.toHaveProperty('passwordEncrypted');
    expect(shown).not.toHaveProperty('mfaVerifications');
    expect(shown.hasPassword).toBe(true);
  });
});

describe('user create and patch', () => {
  it('creates with any identifiers', () => {
    expect(userCreateGuard.parse({ username: 'jd', password: 'secret' })).toEqual({
      username: 'jd',
      password: 'secret',
    });
    // Formats are the service's to check, with their own error codes; the contract bounds length.
    expect(userCreateGuard.safeParse({ primaryEmail: 'not-email' }).success).toBe(true);
    expect(userCreateGuard.safeParse({ primaryEmail: `${'a'.repeat(129)}@x.io` }).success).toBe(false);
    expect(userCreateGuard.safeParse({ password: '' }).success).toBe(false);
    expect(
      userCreateGuard.safeParse({ passwordDigest: 'x', passwordAlgorithm: 'Bcrypt' }).success,
    ).toBe(true);
  });

  it('clears identifiers with null', () => {
    expect(userPatchGuard.parse({ primaryPhone: null })).toEqual({ primaryPhone: null });
    expect(userPatchGuard.safeParse({ username: 'u'.repeat(129) }).success).toBe(false);
    expect(userPatchGuard.safeParse({ customData: [] }).success).toBe(false);
  });
});

describe('MFA verifications', () => {
  const base = { id: 'v1', createdAt: '2024-01-01T00:00:00.000Z' };

  it('tells the kinds apart by type', () => {
    expect(
      mfaVerificationGuard.safeParse({ ...base, type: 'Totp', key: 'JBSWY3DPEHPK3PXP' }).success,
    ).toBe(true);
    expect(
      mfaVerificationGuard.safeParse({
        ...base,
        type: 'BackupCode',
        codes: [{ code: 'a1b2' }, { code: 'c3', usedAt: base.createdAt }],
      }).success,
    ).toBe(true);
    expect(mfaVerificationGuard.safeParse({ ...base, type: 'Totp' }).success).toBe(false);
    expect(mfaVerificationGuard.safeParse({ ...base, type: 'Sms', key: 'x' }).success).toBe(false);
  });

  it('accepts every WebAuthn transport and no other', () => {
    const webAuthn = {
      ...base,
      type: 'WebAuthn',
      credentialId: 'c',
      publicKey: 'k',
      counter: 0,
      agent: 'Firefox',
    };
    expect(
      mfaVerificationGuard.safeParse({ ...webAuthn, transports: [...webAuthnTransports] }).success,
    ).toBe(true);
    expect(webAuthnTransports).toEqual([
      'usb',
      'nfc',
      'ble',
      'internal',
      'cable',
      'hybrid',
      'smart-card',
    ]);
    expect(mfaVerificationGuard.safeParse({ ...webAuthn, transports: ['bluetooth'] }).success).toBe(
      false,
    );
  });
});
