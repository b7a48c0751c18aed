import { describe, expect, it } from 'vitest';

import {
  emailGuard,
  refreshTokenTtlInDaysGuard,
  usernameGuard,
  verificationCodeGuard,
  webhookRetriesGuard,
} from './field-guards';

const accepts = (guard: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  guard.safeParse(value).success;

describe('field guards', () => {
  it('webhook retries are 0 to 3', () => {
    expect([-1, 0, 3, 4, 1.5].map((value) => accepts(webhookRetriesGuard, value))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('refresh token lifetime is 1 to 90 days', () => {
    expect([0, 1, 90, 91].map((value) => accepts(refreshTokenTtlInDaysGuard, value))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('verification codes are non-empty, at most 6 characters', () => {
    expect(
      ['', '1', '123456', '1234567'].map((value) => accepts(verificationCodeGuard, value)),
    ).toEqual([false, true, true, false]);
  });

  it('identifiers are at most 128 characters', () => {
    const local = 'a'.repeat(122);
    expect(accepts(emailGuard, `${local}@b.com`)).toBe(true);
    expect(accepts(emailGuard, `${local}a@b.com`)).toBe(false);
    expect(accepts(usernameGuard, 'u'.repeat(128))).toBe(true);
    expect(accepts(usernameGuard, 'u'.repeat(129))).toBe(false);
  });
});
