import { storageKeys } from '@tessera/schemas';

const storages = (): Storage[] => [window.sessionStorage, window.localStorage];

/**
 * The language chosen earlier: this tab's choice (session storage) first, then the one
 * remembered across visits (local storage).
 */
export const readStoredLanguage = (): string | undefined => {
  for (const storage of storages()) {
    try {
      const value = storage.getItem(storageKeys.language);
      if (value) {
        return value;
      }
    } catch {
      // Storage may be disabled (privacy modes); detection falls through to the browser.
    }
  }
  return undefined;
};

/** Remembers the language in both storages, as the spec asks. */
export const storeLanguage = (language: string) => {
  for (const storage of storages()) {
    try {
      storage.setItem(storageKeys.language, language);
    } catch {
      // See above: the choice still applies to the current page.
    }
  }
};
