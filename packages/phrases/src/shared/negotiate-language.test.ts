import { describe, expect, it } from 'vitest';

import { languages } from './languages.js';
import { negotiateLanguage, parseAcceptLanguage } from './negotiate-language.js';

const pick = (header: string | undefined, fallback?: (typeof languages)[number]) =>
  negotiateLanguage(header, languages, fallback);

describe('parseAcceptLanguage', () => {
  it('orders by weight and keeps the client order for equal weights', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de, en-GB;q=0.9, it')).toEqual([
      { tag: 'de', quality: 1 },
      { tag: 'it', quality: 1 },
      { tag: 'en-GB', quality: 0.9 },
      { tag: 'fr', quality: 0.5 },
    ]);
  });

  it('drops q=0, malformed weights and malformed tags', () => {
    expect(parseAcceptLanguage('de;q=0, fr;q=abc, es;q=1.5, ??, it;q=0.3')).toEqual([
      { tag: 'it', quality: 0.3 },
    ]);
  });
});

describe('negotiateLanguage', () => {
  it('falls back when there is no header or nothing matches', () => {
    expect(pick(undefined)).toBe('en');
    expect(pick('')).toBe('en');
    expect(pick('nl-NL, sv')).toBe('en');
    expect(pick('nl', 'de')).toBe('de');
  });

  it('prefers the highest weight', () => {
    expect(pick('de;q=0.4, ja;q=0.8')).toBe('ja');
  });

  it('matches exact tags, then tags in another case or with underscores', () => {
    expect(pick('pt-PT')).toBe('pt-PT');
    expect(pick('zh-tw')).toBe('zh-TW');
    expect(pick('PL-pl')).toBe('pl-PL');
    expect(pick('zh_HK')).toBe('zh-HK');
  });

  it('matches by base language', () => {
    expect(pick('de-AT')).toBe('de');
    expect(pick('en-US,en;q=0.9')).toBe('en');
    expect(pick('tr')).toBe('tr-TR');
    expect(pick('pl')).toBe('pl-PL');
    expect(pick('es-419')).toBe('es');
  });

  it('reads Portuguese as Brazilian unless the region follows the European norm', () => {
    expect(pick('pt')).toBe('pt-BR');
    expect(pick('pt-AO')).toBe('pt-PT');
    expect(pick('pt-MZ')).toBe('pt-PT');
  });

  it('tells Traditional from Simplified Chinese', () => {
    expect(pick('zh')).toBe('zh-CN');
    expect(pick('zh-SG')).toBe('zh-CN');
    expect(pick('zh-Hans-HK')).toBe('zh-CN');
    expect(pick('zh-Hant')).toBe('zh-TW');
    expect(pick('zh-Hant-TW')).toBe('zh-TW');
    expect(pick('zh-Hant-HK')).toBe('zh-HK');
    expect(pick('zh-MO')).toBe('zh-HK');
  });

  it('lets a better-weighted base-language match win over a later exact match', () => {
    expect(pick('fr-CA, de;q=0.9')).toBe('fr');
  });

  it('answers the fallback for the wildcard', () => {
    expect(pick('*', 'ko')).toBe('ko');
    expect(pick('nl, *;q=0.5, de;q=0.1')).toBe('en');
  });

  it('works with any list of supported tags', () => {
    expect(negotiateLanguage('pt', ['pt-PT', 'en'])).toBe('pt-PT');
    expect(negotiateLanguage('zh-TW', ['zh-CN', 'fr'])).toBe('zh-CN');
    expect(negotiateLanguage('ja', ['fr', 'de'])).toBe('fr');
    expect(() => negotiateLanguage('ja', [])).toThrow(TypeError);
  });

  it('reads only a bounded number of entries of a huge header', () => {
    const header = `${Array.from({ length: 1000 }, () => 'xx').join(',')},ja`;
    expect(pick(header)).toBe('en');
  });
});
