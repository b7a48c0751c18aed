import { consolePhrasesEn, loadConsolePhrases } from '@tessera/phrases';
import { defaultConsoleLanguage, type ConsoleLanguage } from '@tessera/schemas';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { detectLanguage } from './detect-language';
import { applyDocumentLanguage } from './document-language';
import { readStoredLanguage, storeLanguage } from './language-storage';

/** The console's i18next instance; only English is bundled, other locales load on demand. */
export const i18n = i18next.createInstance();

const ensureLanguageLoaded = async (language: ConsoleLanguage) => {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadConsolePhrases(language));
  }
};

/** Switches the UI language: loads its phrases, then persists it and updates <html>. */
export const changeConsoleLanguage = async (language: ConsoleLanguage) => {
  await ensureLanguageLoaded(language);
  await i18n.changeLanguage(language);
  storeLanguage(language);
  applyDocumentLanguage(language);
};

/** Initialises i18next and switches to the detected language before the first render. */
export const initI18n = async () => {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { [defaultConsoleLanguage]: { translation: consolePhrasesEn } },
      lng: defaultConsoleLanguage,
      fallbackLng: defaultConsoleLanguage,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  const language = detectLanguage({ stored: readStoredLanguage(), browserLanguages: navigator.languages });
  await ensureLanguageLoaded(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
};
