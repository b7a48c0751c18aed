import { describe, expect, it, vi } from 'vitest';

import { checkPassword, checkPasswordSync, findRestrictedWords } from './check-password';
import { defaultPasswordPolicy, passwordPolicyGuard, type PasswordPolicyInput } from './policy';

const policyOf = (input: PasswordPolicyInput) => passwordPolicyGuard.parse(input);
const codesOf = (password: string, input: PasswordPolicyInput = {}) =>
  checkPasswordSync(password, policyOf(input)).map(({ code }) => code);

/** Eight characters, four types, no runs. */
const strong = 'Kp9!xQ2m';

describe('length', () => {
  it('rejects one under the minimum with the minimum', () => {
    expect(checkPasswordSync(strong.slice(0, 7))).toEqual([
      { code: 'password_rejected.too_short', interpolation: { min: 8 } },
    ]);
    expect(checkPasswordSync(strong)).toEqual([]);
  });

  it('accepts the maximum, rejects one more with the maximum', () => {
    expect(codesOf(strong.repeat(32))).toEqual([]);
    expect(checkPasswordSync(`${strong.repeat(32)}Z`)).toEqual([
      { code: 'password_rejected.too_long', interpolation: { max: 256 } },
    ]);
    expect(codesOf('Kp9!xQ2mZw', { length: { min: 8, max: 10 } })).toEqual([]);
    expect(codesOf('Kp9!xQ2mZw7', { length: { min: 8, max: 10 } })).toEqual([
      'password_rejected.too_long',
    ]);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(codesOf('Kp9!xQ2😀', { length: { min: 8 } })).toEqual([
      'password_rejected.unsupported_characters',
    ]);
  });
});

describe('characters', () => {
  it.each(['Kp9!xQ2é', 'Kp9!xQ2\t', 'Kp9!xQ2😀', 'Kp9!xQ2ｍ'])(
    'flags unsupported characters in %j',
    (password) => {
      expect(codesOf(password)).toContain('password_rejected.unsupported_characters');
    },
  );

  it('allows the space and every ASCII symbol', () => {
    expect(codesOf('Kp9 xQ2m')).toEqual([]);
    expect(
      codesOf('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'.split('').join('K'), { length: { max: 256 } }),
    ).toEqual([]);
  });

  it.each([
    ['kp9xq2mz', 2, []],
    ['kp9xq2mz', 3, ['password_rejected.character_types']],
    ['kp9!xq2m', 3, []],
    ['Kp9!xQ2m', 4, []],
    ['Kp9 xQ2m', 4, []],
    ['Kp9xzQ2m', 4, ['password_rejected.character_types']],
  ])('%s with %i required types', (password, min, codes) => {
    expect(codesOf(password, { characterTypes: { min } })).toEqual(codes);
  });

  it('names the required number of types', () => {
    expect(checkPasswordSync('kp9xq2mz', policyOf({ characterTypes: { min: 3 } }))).toEqual([
      { code: 'password_rejected.character_types', interpolation: { min: 3 } },
    ]);
  });
});

describe('repetition and sequence', () => {
  it.each([
    ['aaaaaaaa', ['password_rejected.restricted.repetition']],
    ['abcdefgh', ['password_rejected.restricted.sequence']],
    ['qwerty12', ['password_rejected.restricted.sequence']],
    [
      'aaa123',
      [
        'password_rejected.too_short',
        'password_rejected.restricted.repetition',
        'password_rejected.restricted.sequence',
      ],
    ],
  ])('rejects %s', (password, codes) => {
    expect(codesOf(password)).toEqual(codes);
  });

  it('allows short runs inside a longer password', () => {
    expect(codesOf('aaa123Xy!z')).toEqual([]);
  });

  it('allows length − 3 restricted characters and rejects one more (length 10)', () => {
    expect(codesOf('aaaaaaaK9!')).toEqual([]);
    expect(codesOf('aaaaaaaaK9')).toEqual(['password_rejected.restricted.repetition']);
    expect(codesOf('abcdefgK9!')).toEqual([]);
    expect(codesOf('abcdefghK9')).toEqual(['password_rejected.restricted.sequence']);
  });

  it.each([
    'qwerty',
    'ytrewq',
    'asdfgh',
    'hgfdsa',
    'zxcvbn',
    'nbvcxz',
    '123456',
    '654321',
    '567890',
    '098765',
    'lmnopq',
    'QPONML',
  ])('at length 8, %s plus two is rejected, its first five plus three is not', (run) => {
    expect(codesOf(`${run}K!`)).toEqual(['password_rejected.restricted.sequence']);
    expect(codesOf(`${run.slice(0, 5)}K!%`)).toEqual([]);
  });

  it('rejects any run in passwords of 4 characters or fewer', () => {
    expect(codesOf('abcX', { length: { min: 1 } })).toEqual([
      'password_rejected.restricted.sequence',
    ]);
    expect(codesOf('ab1X', { length: { min: 1 } })).toEqual([]);
  });

  it('is off when the policy says so', () => {
    expect(codesOf('aaaaaaaa', { rejects: { repetitionAndSequence: false } })).toEqual([]);
  });
});

describe('restricted words', () => {
  it('matches trimmed words case-insensitively and skips blanks', () => {
    expect(findRestrictedWords('acme-TESSERA-9', ['tessera', '  Acme ', '', 'zzz'])).toEqual([
      'tessera',
      'Acme',
    ]);
  });

  it('reports the words found', () => {
    const policy = policyOf({ rejects: { words: ['tessera', ' '] } });
    expect(checkPasswordSync('MyTesSera9!', policy)).toEqual([
      { code: 'password_rejected.restricted.words', interpolation: { words: 'tessera' } },
    ]);
    expect(checkPasswordSync(strong, policy)).toEqual([]);
  });
});

describe('user info', () => {
  const userInfo = { username: 'johndoe', email: 'jane.smith@example.com' };

  it('rejects passwords holding user info', () => {
    expect(checkPasswordSync('xJohnDoe9!', defaultPasswordPolicy, { userInfo })).toEqual([
      { code: 'password_rejected.restricted.user_info' },
    ]);
    expect(checkPasswordSync('Qsmith#77', defaultPasswordPolicy, { userInfo })).toHaveLength(1);
  });

  it('is skipped when off or without info', () => {
    const policy = policyOf({ rejects: { userInfo: false } });
    expect(checkPasswordSync('xJohnDoe9!', policy, { userInfo })).toEqual([]);
    expect(checkPasswordSync('xJohnDoe9!')).toEqual([]);
  });
});

describe('checkPassword', () => {
  const passwordSuffix = '1E4C9B93F3F0682250B6CF8331B7EE68FD8';

  it('adds the pwned rejection in code order', async () => {
    const pwnedCheck = vi.fn(async () => `${passwordSuffix}:10`);
    expect(
      await checkPassword('password', defaultPasswordPolicy, {
        pwnedCheck,
        userInfo: { username: 'password' },
      }),
    ).toEqual([
      { code: 'password_rejected.pwned' },
      { code: 'password_rejected.restricted.user_info' },
    ]);
    expect(pwnedCheck).toHaveBeenCalledWith('5BAA6');
  });

  it('passes when the range holds no match', async () => {
    expect(
      await checkPassword('password', defaultPasswordPolicy, { pwnedCheck: async () => 'ABC:1' }),
    ).toEqual([]);
  });

  it('does not look up when the policy does not reject pwned passwords', async () => {
    const pwnedCheck = vi.fn(async () => `${passwordSuffix}:10`);
    expect(
      await checkPassword('password', policyOf({ rejects: { pwned: false } }), { pwnedCheck }),
    ).toEqual([]);
    expect(pwnedCheck).not.toHaveBeenCalled();
  });

  it('skips the lookup without a range function', async () => {
    expect(await checkPassword('password')).toEqual([]);
  });
});
