import { storageKeys, type SavedRedirectLocation } from '@tessera/schemas';

/** Remembers where the visitor was (a router location) so sign-in can return there. */
export const saveRedirectLocation = ({ pathname, search, hash }: SavedRedirectLocation) => {
  try {
    window.localStorage.setItem(storageKeys.redirectAfterSignIn, JSON.stringify({ pathname, search, hash }));
  } catch {
    // Without storage the user lands on the home page after sign-in.
  }
};
