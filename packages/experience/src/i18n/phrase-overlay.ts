import type { Translation } from '@tessera/schemas';

/**
 * The built-in phrases with `overlay` laid over them: a string of the overlay replaces the
 * built-in one at the same key, keys the built-in phrases do not have are dropped (they could
 * only be typos or keys of another version), and branches merge recursively.
 */
export const overlayPhrases = <T extends Translation>(
  builtIn: T,
  overlay: Translation | undefined,
): T => {
  if (!overlay) {
    return builtIn;
  }
  const merged: Translation = {};
  for (const [key, value] of Object.entries(builtIn)) {
    const replacement = Object.hasOwn(overlay, key) ? overlay[key] : undefined;
    if (typeof value === 'string') {
      merged[key] = typeof replacement === 'string' && replacement !== '' ? replacement : value;
    } else {
      merged[key] = overlayPhrases(
        value,
        typeof replacement === 'object' ? replacement : undefined,
      );
    }
  }
  return merged as T;
};
