import {
  isLanguage,
  languages,
  negotiateLanguage,
  sourceLanguage,
  type Language,
} from '@tessera/phrases';

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
  stored: string | undefined;
  browserLanguages: readonly string[];
};

/**
 * The UI language: `ui_locales` when one of them is supported, then the switcher's choice, then
 * the browser's languages negotiated to the 16 we ship (`de-AT` → `de`, `pt` → `pt-BR`), then English.
 */
export const detectLanguage = ({ search, stored, browserLanguages }: DetectionInput): Language => {
  const uiLocales = new URLSearchParams(search).get('ui_locales')?.trim().split(/\s+/) ?? [];
  return (
    matchLanguage(uiLocales.filter(Boolean)) ??
    (isLanguage(stored) ? stored : undefined) ??
    matchLanguage(browserLanguages) ??
    sourceLanguage
  );
};
