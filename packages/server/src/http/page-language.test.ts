import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language.js';

describe('pageLanguage', () => {
  it('takes the first supported ui_locales tag before the browser\'s languages', () => {
    expect(pageLanguage({ uiLocales: 'xx-YY  de', acceptLanguage: 'fr;q=1' })).toBe('de');
  });

  it('falls back to Accept-Language, by weight, when no ui_locales tag is supported', () => {
    expect(pageLanguage({ uiLocales: 'xx', acceptLanguage: 'ja;q=0.5, fr;q=0.9' })).toBe('fr');
    expect(pageLanguage({ acceptLanguage: 'pt-BR' })).toBe('pt-BR');
  });

  it('answers English when neither names a supported language', () => {
    expect(pageLanguage({ uiLocales: ' ', acceptLanguage: 'xx, yy' })).toBe('en');
    expect(pageLanguage({})).toBe('en');
  });
});
