import {
  isLanguage,
  languages,
  negotiateLanguage,
  sourceLanguage,
  type Language,
} from '@tessera/phrases';
import type { SignInExperience } from '@tessera/schemas';

type LanguageInfo = SignInExperience['languageInfo'];

/** A supported language for a list of tags in preference order, or undefined when none fits. */
const matchLanguage = (tags: readonly string[]): Language | undefined => {
  if (tags.length === 0) {
    return undefined;
  }
  // As an Accept-Language header every entry weighs 1, so the list order decides. The empty
  // fallback cannot be a supported tag, which tells "no match" apart from a matched English.
  const match = negotiateLanguage<string>(tags.join(','), languages, '');
  return isLanguage(match) ? match : undefined;
};

type DetectionInput = {
  /** The page's query string; OIDC clients pass `ui_locales`, space-separated, best first. */
  search: string;
  /** The choice made with the language switcher earlier in this tab. */
  stored?: string | undefined;
  browserLanguages: readonly string[];
  /**
   * The tenant's language settings: with auto-detection off only a language the user picked
   * counts; whatever is not decided falls back to the configured language, then English.
   */
  languageInfo?: LanguageInfo;
};

/**
 * The UI language: `ui_locales` when one of them is supported, then the switcher's choice, then
 * the browser's languages negotiated to the 16 we ship (`de-AT` → `de`, `pt` → `pt-BR`), then English.
 */
export const detectLanguage = ({
  search,
  stored,
  browserLanguages,
  languageInfo,
}: DetectionInput): Language => {
  const fallback =
    matchLanguage([languageInfo?.fallbackLanguage ?? sourceLanguage]) ?? sourceLanguage;
  const picked = isLanguage(stored) ? stored : undefined;
  if (languageInfo && !languageInfo.autoDetect) {
    return picked ?? fallback;
  }
  const uiLocales = new URLSearchParams(search).get('ui_locales')?.trim().split(/\s+/) ?? [];
  return (
    matchLanguage(uiLocales.filter(Boolean)) ??
    picked ??
    matchLanguage(browserLanguages) ??
    fallback
  );
};
