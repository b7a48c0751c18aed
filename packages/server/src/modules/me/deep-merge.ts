export type JsonObject = Record<string, unknown>;

const isPlainObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges `patch` into `target` without changing either: objects merge key by key, at any depth;
 * anything else in the patch (arrays, strings, numbers, booleans, null) replaces the old value.
 * Entries are copied as own properties, so a `__proto__` key from a JSON body stays plain data.
 */
export function deepMerge(target: JsonObject, patch: JsonObject): JsonObject {
  const merged = new Map<string, unknown>(Object.entries(target));
  for (const [key, value] of Object.entries(patch)) {
    const current = merged.get(key);
    merged.set(key, isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value);
  }
  return Object.fromEntries(merged);
}
