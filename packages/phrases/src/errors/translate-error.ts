import { interpolate } from '../shared/interpolate.js';
import { languages, sourceLanguage } from '../shared/languages.js';
import { negotiateLanguage } from '../shared/negotiate-language.js';
import { getPhrase } from '../shared/phrases.js';
import { errorPhrases, type ErrorCode } from './error-phrases.js';

const generalCode = 'request.general' satisfies ErrorCode;

/** True when `code` names an error message (a leaf, not a group such as `'auth'`). */
export const isErrorCode = (code: string): code is ErrorCode =>
  getPhrase(errorPhrases[sourceLanguage], code) !== undefined;

/**
 * The message of an error code in a language, with `{{variables}}` filled from `data`.
 *
 * `language` may be any tag (`de-AT` reads German, `pt` Brazilian Portuguese); unknown ones read
 * English. A code with no message in that language falls back to English, and an unknown code
 * to `request.general`, so a caller always gets a sentence to show.
 */
export const translateError = (
  code: string,
  language: string,
  data?: Readonly<Record<string, unknown>>,
): string => {
  const phrases = errorPhrases[negotiateLanguage(language, languages, sourceLanguage)];
  const template =
    getPhrase(phrases, code) ??
    getPhrase(errorPhrases[sourceLanguage], code) ??
    getPhrase(phrases, generalCode) ??
    errorPhrases[sourceLanguage].request.general;
  return interpolate(template, data);
};
