import { describe, expect, it } from 'vitest';

import { userListQuery } from './users-search';

describe('user list query', () => {
  it('reads field searches, their modes, the joint and the case flag', () => {
    expect(
      userListQuery.parse({
        'search.primaryEmail': '%@example.com',
        'mode.primaryEmail': 'like',
        'search.name': 'Ann',
        mode: 'exact',
        joint: 'and',
        isCaseSensitive: 'true',
      }),
    ).toMatchObject({ 'search.primaryEmail': '%@example.com', 'mode.primaryEmail': 'like', joint: 'and' });
  });

  it('refuses unknown modes and joints', () => {
    expect(userListQuery.safeParse({ 'mode.name': 'regex' }).success).toBe(false);
    expect(userListQuery.safeParse({ joint: 'xor' }).success).toBe(false);
    expect(userListQuery.safeParse({ isCaseSensitive: 'maybe' }).success).toBe(false);
  });
});
