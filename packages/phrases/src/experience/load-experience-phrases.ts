import { languages, sourceLanguage, type Language } from '../shared/languages.js';
import { negotiateLanguage } from '../shared/negotiate-language.js';
import type { Translation } from '../shared/phrases.js';
import en, { type ExperiencePhrases } from './locales/en.js';

export type { ExperiencePhrases };

type Module = { default: Translation<ExperiencePhrases> };

/** One dynamic import per language, so a bundler emits one small chunk each. */
const loaders: Readonly<Record<Language, () => Promise<Module>>> = {
  ar: () => import('./locales/ar.js'),
  de: () => import('./locales/de.js'),
  en: () => Promise.resolve({ default: en }),
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  'pl-PL': () => import('./locales/pl-pl.js'),
  'pt-BR': () => import('./locales/pt-br.js'),
  'pt-PT': () => import('./locales/pt-pt.js'),
  ru: () => import('./locales/ru.js'),
  'tr-TR': () => import('./locales/tr-tr.js'),
  'zh-CN': () => import('./locales/zh-cn.js'),
  'zh-HK': () => import('./locales/zh-hk.js'),
  'zh-TW': () => import('./locales/zh-tw.js'),
};

/** English is bundled with the app: it is the fallback and the first paint before a language loads. */
export const experiencePhrases: { readonly en: Translation<ExperiencePhrases> } = { en };

/**
 * The sign-in app's phrases in a language, loaded on demand. `language` may be any tag or an
 * Accept-Language header (`pt` reads pt-BR, `zh-Hant` zh-TW); anything unknown reads English.
 */
export const loadExperiencePhrases = async (
  language: string,
): Promise<Translation<ExperiencePhrases>> => {
  const { default: phrases } =
    await loaders[negotiateLanguage(language, languages, sourceLanguage)]();
  return phrases;
};
