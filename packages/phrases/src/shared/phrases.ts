/** A tree of phrases: every leaf is a string. */
export type Phrases = { readonly [key: string]: string | Phrases };

/**
 * The shape a translation must have: the same nested keys as the English source, every leaf a
 * string. Annotating a language file with it makes a missing or an extra key a type error.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

/** Dotted paths of the leaves of a phrase tree, e.g. `'guard.invalid_pagination'`. */
export type PhraseKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${PhraseKey<T[K]>}`;
}[keyof T & string];

/** The dotted paths of every leaf, depth first, in declaration order. */
export const flattenKeys = (phrases: Phrases, prefix = ''): string[] =>
  Object.entries(phrases).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : flattenKeys(value, path);
  });

/** Every leaf as `[dotted path, phrase]`. */
export const flattenPhrases = (phrases: Phrases, prefix = ''): Array<[string, string]> =>
  Object.entries(phrases).flatMap(([key, value]): Array<[string, string]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : flattenPhrases(value, path);
  });

/**
 * The phrase at a dotted path, or undefined when the path is unknown or names a branch.
 * Only own keys are followed, so codes such as `constructor` or `__proto__` find nothing.
 */
export const getPhrase = (phrases: Phrases, path: string): string | undefined => {
  let node: string | Phrases = phrases;
  for (const key of path.split('.')) {
    const next: string | Phrases | undefined =
      typeof node === 'string' || !Object.hasOwn(node, key) ? undefined : node[key];
    if (next === undefined) {
      return undefined;
    }
    node = next;
  }
  return typeof node === 'string' ? node : undefined;
};
