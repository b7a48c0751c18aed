import {
  parseSavedRedirectLocation,
  storageKeys,
  toRedirectPath,
  type SavedRedirectLocation,
} from '@tessera/schemas';

/** Remembers where the visitor was (a router location) so sign-in can return there. */
export const saveRedirectLocation = ({ pathname, search, hash }: SavedRedirectLocation) => {
  try {
    window.localStorage.setItem(storageKeys.redirectAfterSignIn, JSON.stringify({ pathname, search, hash }));
  } catch {
    // Without storage the user lands on the home page after sign-in.
  }
};

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
