import {
  experiencePhrases,
  loadExperiencePhrases,
  sourceLanguage,
  type Language,
} from '@tessera/phrases';
import type { Translation } from '@tessera/schemas';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { applyDocumentLanguage } from './document-language';
import { overlayPhrases } from './phrase-overlay';

/** The app's i18next instance; English is bundled, every other language is its own chunk. */
export const i18n = i18next.createInstance();

type Phrases = typeof experiencePhrases.en;

/** The phrases shipped with the app, kept apart so a tenant's overlay can be replaced or undone. */
const builtInPhrases = new Map<Language, Phrases>([[sourceLanguage, experiencePhrases.en]]);
/** The tenant's phrases per language, laid over the built-in ones. */
const overlays = new Map<Language, Translation>();

const publishBundle = (language: Language) => {
  const builtIn = builtInPhrases.get(language);
  if (builtIn) {
    // Every top-level key is replaced (a shallow merge of a complete tree), so phrases of an
    // earlier overlay do not linger. Removing the bundle first would make mounted components
    // suspend, waiting for a load that never comes.
    i18n.addResourceBundle(
      language,
      'translation',
      overlayPhrases<Phrases>(builtIn, overlays.get(language)),
      false,
      true,
    );
  }
};

const ensureLoaded = async (language: Language) => {
  if (!builtInPhrases.has(language)) {
    builtInPhrases.set(language, await loadExperiencePhrases(language));
  }
  if (!i18n.hasResourceBundle(language, 'translation')) {
    publishBundle(language);
  }
};

/** Loads a language's phrases, then switches the UI and <html lang/dir> to it. */
export const changeLanguage = async (language: Language) => {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
};

/**
 * Lays the tenant's phrases of `language` over the built-in ones (or removes them with
 * `undefined`); the UI re-renders at once.
 */
export const setPhraseOverlay = async (language: Language, overlay: Translation | undefined) => {
  if (overlay) {
    overlays.set(language, overlay);
  } else {
    overlays.delete(language);
  }
  await ensureLoaded(language);
  publishBundle(language);
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
      // Re-render when a tenant's phrases replace a bundle, not only on a language switch.
      react: { bindI18nStore: 'added' },
    });
  }
  await changeLanguage(language);
};

/** Forgets every tenant's phrases; between tests, which share the module. */
export const clearPhraseOverlays = () => {
  const languages = [...overlays.keys()];
  overlays.clear();
  for (const language of languages) {
    publishBundle(language);
  }
};
