import type { Translation } from '@tessera/schemas';

/** Nested phrases as `[dotted key, text]` pairs: `{ a: { b: 'x' } }` → `[['a.b', 'x']]`. */
export const flattenPhrases = (phrases: Translation, prefix = ''): Array<[string, string]> =>
  Object.entries(phrases).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flattenPhrases(value, path);
  });

/** Dotted keys back into nested phrases; blank overrides are left out (the built-in text shows). */
export const nestPhrases = (overrides: Readonly<Record<string, string>>): Translation => {
  const root: Translation = {};
  for (const [path, text] of Object.entries(overrides)) {
    if (!text.trim()) {
      continue;
    }
    const parts = path.split('.');
    const last = parts.pop();
    let node = root;
    for (const part of parts) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    if (last) {
      node[last] = text;
    }
  }
  return root;
};
