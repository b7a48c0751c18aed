import type { Language } from '../shared/languages.js';
import en from './locales/en.js';
import type { ConsolePhrases } from './types.js';

export type { ConsolePhrases } from './types.js';

/** English ships with the console's first load; every other language is fetched on demand. */
export const consolePhrasesEn: ConsolePhrases = en;

type Loader = () => Promise<{ default: ConsolePhrases }>;

/** One dynamic import per language so that bundlers emit one chunk per locale. */
const loaders: Readonly<Record<Language, Loader>> = {
  ar: () => import('./locales/ar.js'),
  de: () => import('./locales/de.js'),
  en: async () => ({ default: en }),
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

/** Loads the console phrases of one language. */
export const loadConsolePhrases = async (language: Language): Promise<ConsolePhrases> =>
  (await loaders[language]()).default;
