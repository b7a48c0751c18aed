export { extractVariables, interpolate } from './interpolate.js';
export {
  isLanguage,
  languageAutonyms,
  languages,
  rtlLanguages,
  sourceLanguage,
  type Language,
} from './languages.js';
export {
  negotiateLanguage,
  parseAcceptLanguage,
  type LanguageRange,
} from './negotiate-language.js';
export {
  flattenKeys,
  flattenPhrases,
  getPhrase,
  type PhraseKey,
  type Phrases,
  type Translation,
} from './phrases.js';
