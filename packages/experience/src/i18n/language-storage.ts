/**
 * The switcher's choice lives in session storage: it survives the full page loads of the OIDC
 * round trip (sign-in → consent) but not a new visit, where `ui_locales` and the browser decide.
 */
const languageStorageKey = 'experience:language';

export const readStoredLanguage = (): string | undefined => {
  try {
    return window.sessionStorage.getItem(languageStorageKey) ?? undefined;
  } catch {
    // Storage may be disabled (privacy modes); detection falls through to the browser.
    return undefined;
  }
};

export const storeLanguage = (language: string) => {
  try {
    window.sessionStorage.setItem(languageStorageKey, language);
  } catch {
    // See above: the choice still applies to the current page.
  }
};
