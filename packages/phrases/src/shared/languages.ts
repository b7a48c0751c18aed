/**
 * The languages Tessera ships, in the same order as `consoleLanguages` of `@tessera/schemas`
 * (a test keeps the two lists equal). Phrases depend on nothing of ours, so the list lives here too.
 */
export const languages = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'it',
  'ja',
  'ko',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ru',
  'tr-TR',
  'zh-CN',
  'zh-HK',
  'zh-TW',
] as const;

export type Language = (typeof languages)[number];

export const sourceLanguage = 'en' satisfies Language;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** Each language named in itself, for language pickers (autonyms are not translated). */
export const languageAutonyms: Readonly<Record<Language, string>> = {
  ar: 'العربية',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  ru: 'Русский',
  'tr-TR': 'Türkçe',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文（香港）',
  'zh-TW': '繁體中文（台灣）',
};

/** Languages written right to left; the UIs set `dir="rtl"` for them. */
export const rtlLanguages: readonly Language[] = ['ar'];
