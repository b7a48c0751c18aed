import { describe, expect, it } from 'vitest';

import { flattenKeys, flattenPhrases, getPhrase } from './phrases.js';

const phrases = { a: { b: 'B', c: { d: 'D' } }, e: 'E' };

describe('flattenKeys', () => {
  it('lists dotted paths of every leaf in order', () => {
    expect(flattenKeys(phrases)).toEqual(['a.b', 'a.c.d', 'e']);
    expect(flattenPhrases(phrases)).toEqual([
      ['a.b', 'B'],
      ['a.c.d', 'D'],
      ['e', 'E'],
    ]);
  });
});

describe('getPhrase', () => {
  it('finds leaves only', () => {
    expect(getPhrase(phrases, 'a.c.d')).toBe('D');
    expect(getPhrase(phrases, 'a.c')).toBeUndefined();
    expect(getPhrase(phrases, 'a.b.x')).toBeUndefined();
    expect(getPhrase(phrases, 'missing')).toBeUndefined();
  });

  it('never follows inherited properties', () => {
    expect(getPhrase(phrases, 'constructor')).toBeUndefined();
    expect(getPhrase(phrases, '__proto__')).toBeUndefined();
    expect(getPhrase(phrases, 'a.toString')).toBeUndefined();
  });
});
