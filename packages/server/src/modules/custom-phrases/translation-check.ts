import type { Phrases } from '@tessera/phrases';
import type { Translation } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';

function walk(translation: Translation, builtIn: Phrases, prefix: string, offending: string[]) {
  for (const [key, value] of Object.entries(translation)) {
    const path = prefix ? `${prefix}.${key}` : key;
    // `Object.hasOwn`: a key such as `constructor` is not a phrase even though objects inherit one.
    const known = Object.hasOwn(builtIn, key) ? builtIn[key] : undefined;
    if (known === undefined) {
      offending.push(path);
    } else if (typeof known === 'string' || typeof value === 'string') {
      if (typeof known !== typeof value) {
        offending.push(path);
      }
    } else {
      walk(value, known, path, offending);
    }
  }
}

/**
 * A custom translation may only override phrases the sign-in app has: every key path must exist
 * in the built-in (English) phrases, with a text where the app has a text and a group where it
 * has a group. Otherwise 400 `localization.invalid_translation_structure` (the reference's code
 * for a translation that is not a part of the built-in one), listing each offending dotted path.
 */
export function assertTranslationMatchesPhrases(translation: Translation, builtIn: Phrases) {
  const offending: string[] = [];
  walk(translation, builtIn, '', offending);
  if (offending.length > 0) {
    throw new RequestError('localization.invalid_translation_structure', 400, { keys: offending.join(', ') });
  }
}

/** The built-in phrases with the custom ones laid over them, key by key at every depth. */
export function overlayTranslation(builtIn: Phrases, custom: Translation): Phrases {
  const merged: Record<string, string | Phrases> = { ...builtIn };
  for (const [key, value] of Object.entries(custom)) {
    const known = Object.hasOwn(builtIn, key) ? builtIn[key] : undefined;
    if (typeof known === 'string' && typeof value === 'string') {
      merged[key] = value;
    } else if (known !== undefined && typeof known !== 'string' && typeof value !== 'string') {
      merged[key] = overlayTranslation(known, value);
    }
    // Keys the app does not have (saved before a phrase was removed) are left out.
  }
  return merged;
}
