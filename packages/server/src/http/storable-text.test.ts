import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text.js';

describe('text PostgreSQL can store', () => {
  it('accepts any well-formed text, emoji (surrogate pairs) included', () => {
    for (const text of [
      '',
      'plain',
      'naïve café',
      '日本語',
      'emoji 😀 pair',
      '\u{10FFFF}',
      'tab\tline\nfeed',
      '\uFFFD',
    ]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('refuses U+0000 and unpaired surrogates anywhere in the text', () => {
    for (const text of [
      '\0',
      'a\0b',
      'end\0',
      '\uD800',
      'a\uD83Db',
      '\uDE00x',
      'x\uDC00',
      '\uDE00\uD83D',
    ]) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('names every unstorable value and key at any depth, by dotted path', () => {
    const body = {
      name: 'a\0b',
      fine: 'ok',
      profile: { nickname: '\uD800', tags: ['x', 'y\0'] },
      customData: { 'k\0ey': 1, nested: [{ deep: { deeper: '\uDFFF' } }] },
    };
    expect(findUnstorableText(body)).toEqual([
      'name',
      'profile.nickname',
      'profile.tags.1',
      'customData."k\\u0000ey"',
      'customData.nested.0.deep.deeper',
    ]);
    expect(findUnstorableText('\0')).toEqual(['(root)']);
    expect(findUnstorableText({ count: 1, flag: true, none: null })).toEqual([]);
  });

  it('walks nesting far deeper than the call stack allows without failing', () => {
    let deep: unknown = 'bottom\0';
    for (let level = 0; level < 200_000; level += 1) {
      deep = [deep];
    }
    const [path] = findUnstorableText(deep);
    expect(path?.split('.')).toHaveLength(200_000);
  });

  it('names at most 20 fields', () => {
    expect(findUnstorableText(Array.from({ length: 50 }, () => '\0'))).toHaveLength(20);
  });
});
