import { extractVariables } from './interpolate.js';
import { languageRules } from './language-rules.js';
import type { Phrases } from './phrases.js';

export type TranslationProblem =
  | 'missing'
  | 'extra'
  | 'not_a_string'
  | 'empty'
  | 'variables'
  | 'malformed_placeholder'
  | 'untranslated'
  | 'wrong_script'
  | 'foreign_variant';

export interface TranslationIssue {
  language: string;
  key: string;
  problem: TranslationProblem;
  detail: string;
}

export interface TranslationCheckOptions {
  /** English phrases that may stay as they are in every language, added to the defaults. */
  allowIdentical?: readonly string[];
  /** English phrases that may stay as they are in one language, e.g. `{ it: ['Password'] }`. */
  allowIdenticalIn?: Readonly<Partial<Record<string, readonly string[]>>>;
}

/** Names and technical terms no language translates. */
export const defaultAllowIdentical: readonly string[] = [
  'Tessera',
  'OK',
  'ID',
  'URL',
  'URI',
  'API',
  'JSON',
  'JWT',
  'OAuth',
  'OpenID Connect',
  'SAML',
  'CORS',
  'Webhook',
  'Webhooks',
];

/** Words some languages spell exactly as English does (loanwords and cognates). */
export const defaultAllowIdenticalIn: Readonly<Partial<Record<string, readonly string[]>>> = {
  de: ['Administrator', 'Domains', 'Name', 'Status'],
  es: ['Error', 'General', 'Roles'],
  fr: [
    'Application',
    'Applications',
    'Description',
    'Notification',
    'Notifications',
    'Permissions',
  ],
  it: ['Account', 'Email', 'Password', 'Tenant'],
};

type Leaf = [key: string, value: unknown];

const leavesOf = (node: unknown, prefix = ''): Leaf[] => {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    // A translation that is not an object at all has no leaves: every key is then missing.
    return prefix ? [[prefix, node]] : [];
  }
  return Object.entries(node).flatMap(([key, value]) =>
    leavesOf(value, prefix ? `${prefix}.${key}` : key),
  );
};

const withoutPlaceholders = (text: string) => text.replace(/\{\{[^{}]*\}\}/g, '');
const hasLetters = (text: string) => /\p{L}/u.test(withoutPlaceholders(text));
const isAddress = (text: string) => /^(?:https?:\/\/|mailto:)\S+$/.test(text.trim());
/** `{{` or `}}` left over once every well-formed placeholder is taken out. */
const hasStrayBraces = (text: string) =>
  /\{\{|\}\}/.test(text.replace(/\{\{\s*-?\s*[\w.]+\s*(?:,[^{}]*)?\}\}/g, ''));
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

const ruleFor = (language: string) =>
  languageRules[language] ?? languageRules[language.split('-')[0] ?? ''] ?? {};

/**
 * Every way `translation` falls short of the English source: missing, extra or non-string keys,
 * empty phrases, `{{variables}}` that differ from English, phrases left in English (beyond the
 * allow-lists), text not in the language's script, and words of a sibling variant
 * (Traditional characters in zh-CN, "senha" in pt-PT…). An empty list means it passes.
 */
export const findTranslationIssues = (
  en: Phrases,
  translation: unknown,
  language: string,
  options: TranslationCheckOptions = {},
): TranslationIssue[] => {
  const issues: TranslationIssue[] = [];
  const report = (key: string, problem: TranslationProblem, detail: string) =>
    issues.push({ language, key, problem, detail });
  const source = new Map(leavesOf(en));
  const target = new Map(leavesOf(translation));
  const allowed = new Set([
    ...defaultAllowIdentical,
    ...(options.allowIdentical ?? []),
    ...(defaultAllowIdenticalIn[language] ?? []),
    ...(options.allowIdenticalIn?.[language] ?? []),
  ]);
  const rule = ruleFor(language);

  for (const key of source.keys()) {
    if (!target.has(key)) {
      report(key, 'missing', 'not translated');
    }
  }
  for (const [key, value] of target) {
    const english = source.get(key);
    if (typeof english !== 'string') {
      report(key, 'extra', 'no such key in English');
      continue;
    }
    if (typeof value !== 'string') {
      report(key, 'not_a_string', `found ${value === null ? 'null' : typeof value}`);
      continue;
    }
    if (value.trim() === '') {
      report(key, 'empty', 'empty phrase');
      continue;
    }
    const expected = extractVariables(english).sort();
    const actual = extractVariables(value).sort();
    if (!sameSet(expected, actual)) {
      report(
        key,
        'variables',
        `expected {{${expected.join('}}, {{')}}} but found {{${actual.join('}}, {{')}}}`,
      );
    }
    if (hasStrayBraces(value)) {
      report(key, 'malformed_placeholder', value);
    }
    if (
      language === 'en' ||
      allowed.has(english.trim()) ||
      !hasLetters(value) ||
      isAddress(value)
    ) {
      continue;
    }
    if (value.trim() === english.trim()) {
      report(key, 'untranslated', `identical to English: "${english}"`);
    } else if (rule.script && !rule.script.test(withoutPlaceholders(value))) {
      report(key, 'wrong_script', value);
    }
    const foreign = rule.foreign?.find((pattern) => pattern.test(value));
    if (foreign) {
      report(key, 'foreign_variant', `"${value}" matches ${String(foreign)}`);
    }
  }
  return issues;
};

/** One readable line per issue, for assertion messages. */
export const formatIssues = (issues: readonly TranslationIssue[]) =>
  issues
    .map(({ language, key, problem, detail }) => `[${language}] ${key}: ${problem} (${detail})`)
    .join('\n');
