import { isLanguage, languages, negotiateLanguage, sourceLanguage, type Language } from '@tessera/phrases';

/** A supported language for tags in preference order (each weighs the same), or undefined. */
const matchLanguage = (tags: readonly string[]): Language | undefined => {
  const match = tags.length > 0 ? negotiateLanguage<string>(tags.join(','), languages, '') : '';
  return isLanguage(match) ? match : undefined;
};

/**
 * The language of a page the server renders itself (an OIDC error, the sandbox's checkout),
 * chosen as the sign-in app chooses it: the first supported of `uiLocales` (an OIDC request's
 * space-separated `ui_locales`), then the browser's Accept-Language, then English.
 */
export function pageLanguage({ uiLocales, acceptLanguage }: { uiLocales?: string; acceptLanguage?: string }): Language {
  return (
    matchLanguage((uiLocales ?? '').trim().split(/\s+/).filter(Boolean)) ??
    matchLanguage([acceptLanguage].filter((value): value is string => Boolean(value))) ??
    sourceLanguage
  );
}
