import { rtlLanguages, type Language } from '@tessera/phrases';

/** Sets `lang` and `dir` on <html> so that fonts, hyphenation and layout direction follow. */
export const applyDocumentLanguage = (
  language: Language,
  root: HTMLElement = document.documentElement,
) => {
  root.lang = language;
  root.dir = rtlLanguages.includes(language) ? 'rtl' : 'ltr';
};
