/**
 * oidc-client-ts keeps the signed-in user and pending sign-in state under keys with this
 * prefix (its default `prefix` option); the auth layer must keep that default or update this.
 */
export const oidcStoragePrefix = 'oidc.';

/** Forgets every token and pending sign-in of the console in both storages. */
export const clearAllTokens = (storages: Storage[] = [window.localStorage, window.sessionStorage]) => {
  for (const storage of storages) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key?.startsWith(oidcStoragePrefix) ?? false,
    );
    for (const key of keys) {
      storage.removeItem(key);
    }
  }
};
