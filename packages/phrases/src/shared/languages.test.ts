import { consoleLanguages } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';

import { isLanguage, languageAutonyms, languages } from './languages.js';

describe('languages', () => {
  // Phrases must not depend on schemas at runtime, so the list is kept twice; this keeps them equal.
  it('are the languages the product supports', () => {
    expect(languages).toEqual(consoleLanguages);
  });

  it('each have a name written in that language', () => {
    expect(Object.keys(languageAutonyms).sort()).toEqual([...languages].sort());
  });

  it('recognise supported tags only, case-sensitively', () => {
    expect(isLanguage('pt-BR')).toBe(true);
    expect(isLanguage('pt-br')).toBe(false);
    expect(isLanguage('nl')).toBe(false);
    expect(isLanguage(42)).toBe(false);
  });
});
