import {
  experiencePhrases,
  loadExperiencePhrases,
  sourceLanguage,
  type Language,
} from '@tessera/phrases';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { applyDocumentLanguage } from './document-language';

/** The app's i18next instance; English is bundled, every other language is its own chunk. */
export const i18n = i18next.createInstance();

const ensureLoaded = async (language: Language) => {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadExperiencePhrases(language));
  }
};

/** Loads a language's phrases, then switches the UI and <html lang/dir> to it. */
export const changeLanguage = async (language: Language) => {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
};

/** Initialises i18next and switches to `language` before the first render, so nothing flashes. */
export const initI18n = async (language: Language) => {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { [sourceLanguage]: { translation: experiencePhrases.en } },
      lng: sourceLanguage,
      fallbackLng: sourceLanguage,
      // React escapes text itself.
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  }
  await changeLanguage(language);
};
