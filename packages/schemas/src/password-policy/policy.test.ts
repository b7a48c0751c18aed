import { describe, expect, it } from 'vitest';

import { defaultPasswordPolicy, passwordPolicyGuard } from './policy';

describe('password policy', () => {
  it('has the documented defaults', () => {
    expect(defaultPasswordPolicy).toEqual({
      length: { min: 8, max: 256 },
      characterTypes: { min: 1 },
      rejects: { pwned: true, repetitionAndSequence: true, userInfo: true, words: [] },
    });
  });

  it('fills what a partial policy leaves out', () => {
    expect(passwordPolicyGuard.parse({ length: { min: 12 }, rejects: { pwned: false } })).toEqual({
      length: { min: 12, max: 256 },
      characterTypes: { min: 1 },
      rejects: { pwned: false, repetitionAndSequence: true, userInfo: true, words: [] },
    });
  });

  it.each([
    [{ length: { min: 0 } }, false],
    [{ length: { min: 1 } }, true],
    [{ length: { max: 256 } }, true],
    [{ length: { max: 257 } }, false],
    [{ length: { min: 10, max: 10 } }, true],
    [{ length: { min: 11, max: 10 } }, false],
    [{ characterTypes: { min: 0 } }, false],
    [{ characterTypes: { min: 4 } }, true],
    [{ characterTypes: { min: 5 } }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(passwordPolicyGuard.safeParse(input).success).toBe(valid);
  });
});
