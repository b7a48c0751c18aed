import { describe, expect, it } from 'vitest';

import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('prefers the stored language', () => {
    expect(detectLanguage({ stored: 'ja', browserLanguages: ['de-DE'] })).toBe('ja');
  });

  it('ignores a stored value that is not a console language', () => {
    expect(detectLanguage({ stored: 'xx', browserLanguages: ['de-DE'] })).toBe('de');
  });

  it.each([
    [['zh-Hant-TW'], 'zh-TW'],
    [['zh-HK'], 'zh-HK'],
    [['zh'], 'zh-CN'],
    [['pt'], 'pt-BR'],
    [['pt-PT'], 'pt-PT'],
    [['tr'], 'tr-TR'],
    [['nl-NL', 'fr-CA'], 'fr'],
  ])('negotiates %j to %s', (browserLanguages, expected) => {
    expect(detectLanguage({ stored: undefined, browserLanguages })).toBe(expected);
  });

  it('falls back to English', () => {
    expect(detectLanguage({ stored: undefined, browserLanguages: ['nl', 'sv'] })).toBe('en');
    expect(detectLanguage({ stored: undefined, browserLanguages: [] })).toBe('en');
  });
});
