import { describe, expect, it } from 'vitest';

import { parseSavedRedirectLocation, toRedirectPath } from './redirect-location';

const stored = (value: unknown) => JSON.stringify(value);

describe('saved redirect location', () => {
  it('reads a stored location and rebuilds the path', () => {
    const location = parseSavedRedirectLocation(
      stored({ pathname: '/default/users', search: '?page=2', hash: '#top' }),
    );
    expect(location).toEqual({ pathname: '/default/users', search: '?page=2', hash: '#top' });
    expect(location && toRedirectPath(location)).toBe('/default/users?page=2#top');
  });

  it('accepts empty search and hash', () => {
    expect(
      parseSavedRedirectLocation(stored({ pathname: '/', search: '', hash: '' })),
    ).toBeDefined();
  });

  it.each([
    null,
    '',
    'not json',
    stored({ pathname: '/a', search: '' }),
    stored({ pathname: '/a', search: 1, hash: '' }),
    stored({ pathname: 'a', search: '', hash: '' }),
    stored({ pathname: '//evil.example', search: '', hash: '' }),
    stored({ pathname: '/\\evil.example', search: '', hash: '' }),
    stored({ pathname: '/a', search: 'x=1', hash: '' }),
    stored({ pathname: '/a', search: '', hash: 'top' }),
  ])('ignores %j', (value) => {
    expect(parseSavedRedirectLocation(value)).toBeUndefined();
  });
});
