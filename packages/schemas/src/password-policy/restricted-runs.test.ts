import { describe, expect, it } from 'vitest';

import { countRestrictedRuns, restrictedCharacterLimit } from './restricted-runs';

describe('restricted runs', () => {
  it('counts repetition from three identical characters', () => {
    expect(countRestrictedRuns('aa')).toEqual({ repetition: 0, sequence: 0, restricted: 0 });
    expect(countRestrictedRuns('aaa')).toEqual({ repetition: 3, sequence: 0, restricted: 3 });
    expect(countRestrictedRuns('x1111y').repetition).toBe(4);
    expect(countRestrictedRuns('aAa').repetition).toBe(3);
  });

  it.each([
    'abc',
    'cba',
    'xyz',
    'zyx',
    'qwe',
    'ewq',
    'iop',
    'poi',
    'asd',
    'dsa',
    'jkl',
    'lkj',
    'zxc',
    'cxz',
    'bnm',
    'mnb',
    '123',
    '321',
    '012',
    '210',
    '890',
    '098',
    'AbC',
    'QwE',
    'ZxC',
  ])('%s is a sequence of 3', (run) => {
    expect(countRestrictedRuns(run)).toEqual({ repetition: 0, sequence: 3, restricted: 3 });
  });

  it.each(['ab', 'ace', 'qaz', 'pas', 'lzx', 'mq', '901', 'yza', 'a1b', '13579'])(
    '%s is no sequence',
    (text) => {
      expect(countRestrictedRuns(text).sequence).toBe(0);
    },
  );

  it('takes maximal runs and counts each character once', () => {
    expect(countRestrictedRuns('abcdefgh').sequence).toBe(8);
    expect(countRestrictedRuns('qwerty12')).toEqual({ repetition: 0, sequence: 6, restricted: 6 });
    expect(countRestrictedRuns('abcba').sequence).toBe(5);
    expect(countRestrictedRuns('aaabc')).toEqual({ repetition: 3, sequence: 3, restricted: 5 });
    expect(countRestrictedRuns('xaaa1z234q').restricted).toBe(6);
  });

  it('allows max(length − 3, 1) restricted characters', () => {
    expect([1, 3, 4, 5, 8, 10].map(restrictedCharacterLimit)).toEqual([1, 1, 1, 2, 5, 7]);
  });
});
