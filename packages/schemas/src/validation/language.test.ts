import { describe, expect, it } from 'vitest';

import { consoleLanguages } from '../constants';
import { isConsoleLanguage, resolveConsoleLanguage } from './language';

describe('console languages', () => {
  it.each(consoleLanguages)('supports %s', (language) => {
    expect(isConsoleLanguage(language)).toBe(true);
  });

  it.each(['pl', 'pt', 'zh', 'EN', 'ar-AR', 'xx', '', 42, undefined])(
    'rejects %j as a stored value',
    (value) => {
      expect(isConsoleLanguage(value)).toBe(false);
    },
  );

  it('resolves preferences and browser lists', () => {
    expect(resolveConsoleLanguage('zh-tw')).toBe('zh-TW');
    expect(resolveConsoleLanguage('de-AT')).toBe('de');
    expect(resolveConsoleLanguage('pt')).toBe('pt-BR');
    expect(resolveConsoleLanguage(['xx', 'fr-CA', 'de'])).toBe('fr');
    expect(resolveConsoleLanguage(['xx-YY'])).toBe('en');
    expect(resolveConsoleLanguage(undefined)).toBe('en');
  });
});
