import { parseSavedRedirectLocation, storageKeys, toRedirectPath } from '@tessera/schemas';

/*
 * Apart from redirect-location.ts on purpose: the validation uses zod, which only the callback
 * page (a lazy chunk) should load, never the console's first load.
 */

/** The remembered path, validated (same-origin path only), and forgotten once read; `/` when none. */
export const takeRedirectPath = (): string => {
  try {
    const stored = window.localStorage.getItem(storageKeys.redirectAfterSignIn);
    window.localStorage.removeItem(storageKeys.redirectAfterSignIn);
    const location = parseSavedRedirectLocation(stored);
    return location ? toRedirectPath(location) : '/';
  } catch {
    return '/';
  }
};
