import { describe, expect, it } from 'vitest';

import { detectLanguage } from './detect-language';

const detect = (search: string, browserLanguages: string[] = [], stored?: string) =>
  detectLanguage({ search, stored, browserLanguages });

describe('detectLanguage', () => {
  it('takes the first supported language of ui_locales', () => {
    expect(detect('?uid=1&ui_locales=fr', ['de'])).toBe('fr');
    expect(detect('?ui_locales=nl%20ja-JP%20de', ['ko'])).toBe('ja');
    expect(detect('?ui_locales=zh-Hant', ['en'])).toBe('zh-TW');
  });

  it('ignores ui_locales that are not supported', () => {
    expect(detect('?ui_locales=nl+sv', ['de-AT', 'en'])).toBe('de');
    expect(detect('?ui_locales=', ['ko-KR'])).toBe('ko');
  });

  it('prefers the language chosen in this tab over the browser languages', () => {
    expect(detect('', ['de'], 'pt-PT')).toBe('pt-PT');
    expect(detect('', ['de'], 'klingon')).toBe('de');
    expect(detect('?ui_locales=es', ['de'], 'pt-PT')).toBe('es');
  });

  it('negotiates the browser languages in order', () => {
    expect(detect('', ['nl-NL', 'pt', 'en'])).toBe('pt-BR');
    expect(detect('', ['tr'])).toBe('tr-TR');
    expect(detect('', ['ar-EG'])).toBe('ar');
  });

  it('falls back to English', () => {
    expect(detect('', [])).toBe('en');
    expect(detect('', ['nl', 'sv'])).toBe('en');
  });

  it("falls back to the tenant's configured language when nothing else matches", () => {
    const languageInfo = { autoDetect: true, fallbackLanguage: 'fr' };
    expect(detectLanguage({ search: '', browserLanguages: ['nl'], languageInfo })).toBe('fr');
    expect(detectLanguage({ search: '', browserLanguages: ['de'], languageInfo })).toBe('de');
  });

  it('uses the configured language when auto-detection is off, unless the user picked one', () => {
    const languageInfo = { autoDetect: false, fallbackLanguage: 'ja' };
    const input = { search: '?ui_locales=de', browserLanguages: ['ko'], languageInfo };
    expect(detectLanguage(input)).toBe('ja');
    expect(detectLanguage({ ...input, stored: 'es' })).toBe('es');
    expect(
      detectLanguage({ ...input, languageInfo: { autoDetect: false, fallbackLanguage: 'xx' } }),
    ).toBe('en');
  });
});
