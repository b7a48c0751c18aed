import { describe, expect, it } from 'vitest';

import { overlayPhrases } from './phrase-overlay';

const builtIn = { action: { sign_in: 'Sign in', back: 'Back' }, loading: 'Loading…' };

describe('overlayPhrases', () => {
  it('replaces the phrases the overlay has and keeps the others', () => {
    expect(overlayPhrases(builtIn, { action: { sign_in: 'Log in' } })).toEqual({
      action: { sign_in: 'Log in', back: 'Back' },
      loading: 'Loading…',
    });
  });

  it('ignores unknown keys, empty phrases and a string where a branch is', () => {
    expect(
      overlayPhrases(builtIn, { action: 'x', loading: '', nope: 'y', __proto__: { loading: 'z' } }),
    ).toEqual(builtIn);
  });

  it('returns the built-in phrases without an overlay', () => {
    expect(overlayPhrases(builtIn, undefined)).toBe(builtIn);
  });
});
