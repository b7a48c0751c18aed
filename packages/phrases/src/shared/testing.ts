/**
 * Test-only helpers for phrase trees. They import Vitest, so only `*.test.ts` files import this
 * module (it is not re-exported by the package index).
 */
import { describe, expect, it } from 'vitest';

import { languages } from './languages.js';
import type { Phrases } from './phrases.js';
import {
  findTranslationIssues,
  formatIssues,
  type TranslationCheckOptions,
  type TranslationProblem,
} from './translation-checks.js';

export {
  defaultAllowIdentical,
  defaultAllowIdenticalIn,
  findTranslationIssues,
  formatIssues,
  type TranslationCheckOptions,
  type TranslationIssue,
  type TranslationProblem,
} from './translation-checks.js';

const shapeProblems: readonly TranslationProblem[] = ['missing', 'extra', 'not_a_string', 'empty'];
const variableProblems: readonly TranslationProblem[] = ['variables', 'malformed_placeholder'];
const languageProblems: readonly TranslationProblem[] = [
  'untranslated',
  'wrong_script',
  'foreign_variant',
];

const assertNoIssues = (
  problems: readonly TranslationProblem[],
  en: Phrases,
  translation: unknown,
  language: string,
  options?: TranslationCheckOptions,
) => {
  const issues = findTranslationIssues(en, translation, language, options).filter(({ problem }) =>
    problems.includes(problem),
  );
  if (issues.length > 0) {
    throw new Error(`${issues.length} translation issue(s):\n${formatIssues(issues)}`);
  }
};

/** Throws unless `translation` has exactly the keys of `en`, each a non-empty string. */
export const assertSameShape = (en: Phrases, translation: unknown, language: string) =>
  assertNoIssues(shapeProblems, en, translation, language);

/** Throws unless every phrase uses exactly the `{{variables}}` of its English phrase. */
export const assertSameVariables = (en: Phrases, translation: unknown, language: string) =>
  assertNoIssues(variableProblems, en, translation, language);

/** Throws when phrases are left in English or are not written the way the language is written. */
export const assertTranslated = (
  en: Phrases,
  translation: unknown,
  language: string,
  options?: TranslationCheckOptions,
) => assertNoIssues(languageProblems, en, translation, language, options);

/**
 * Declares the Vitest suite every phrase tree must pass: one translation per supported language,
 * and for each the same keys as English, the same `{{variables}}`, and real text of that language.
 *
 * @example
 * describeTranslations('console', en, { ar, de, en, ... }, { allowIdentical: ['Webhook'] });
 */
export const describeTranslations = (
  name: string,
  en: Phrases,
  all: Readonly<Record<string, unknown>>,
  options?: TranslationCheckOptions,
) => {
  const translated = Object.entries(all).filter(([language]) => language !== 'en');

  describe(`${name} phrases`, () => {
    it('exist for every supported language', () => {
      expect(Object.keys(all).sort()).toEqual([...languages].sort());
    });

    it('have well-formed English', () => {
      expect(all['en']).toEqual(en);
      assertNoIssues([...shapeProblems, ...variableProblems], en, en, 'en');
    });

    it.each(translated)('%s has exactly the English keys', (language, translation) => {
      assertSameShape(en, translation, language);
    });

    it.each(translated)('%s keeps the English {{variables}}', (language, translation) => {
      assertSameVariables(en, translation, language);
    });

    it.each(translated)('%s is written in that language', (language, translation) => {
      assertTranslated(en, translation, language, options);
    });
  });
};
