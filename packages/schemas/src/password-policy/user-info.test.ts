import { describe, expect, it } from 'vitest';

import { containsUserInfo, userInfoFragments } from './user-info';

const info = {
  username: 'JohnDoe',
  email: 'jane.smith@example.com',
  phone: '+1 (555) 0100',
  name: 'Mary Ann Lee',
  givenName: 'Al',
  familyName: null,
};

describe('user info', () => {
  it('derives the fragments, dropping those under 3 characters', () => {
    expect(userInfoFragments(info).sort()).toEqual(
      [
        'johndoe',
        'jane.smith',
        'jane',
        'smith',
        '15550100',
        'mary ann lee',
        'maryannlee',
        'mary',
        'ann',
        'lee',
      ].sort(),
    );
  });

  it.each(['xJOHNDOE9!', 'Qsmith#77', 'pw15550100!', 'ilove-maryannlee', 'Banner#9z'])(
    'finds info in %s',
    (password) => {
      expect(containsUserInfo(password, info)).toBe(true);
    },
  );

  it.each(['Always#9z', 'Jo-hn_Doe1', 'example.com!1', '5550100x'])(
    'finds none in %s',
    (password) => {
      expect(containsUserInfo(password, info)).toBe(false);
    },
  );

  it('ignores empty info', () => {
    expect(containsUserInfo('anything', {})).toBe(false);
  });
});
