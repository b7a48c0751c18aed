/**
 * U+0000, or a UTF-16 surrogate without its other half. PostgreSQL stores neither: `text` refuses
 * the NUL byte, `jsonb` refuses `\u0000`, and a lone surrogate has no UTF-8 form (the drivers
 * would silently turn it into U+FFFD).
 */
const unstorableCharacter =
  /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the text as it is. */
export const isStorableText = (text: string) => !unstorableCharacter.test(text);

/** At most this many fields are named; a request with more is refused all the same. */
const maxNamedFields = 20;

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The dotted paths of every string in `value` (object keys included, at any depth) that
 * PostgreSQL cannot store. Walks without recursion, so a deeply nested body cannot overflow the
 * stack.
 */
export function findUnstorableText(value: unknown, path = ''): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length > 0 && found.length < maxNamedFields) {
    const [current, where] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (!isStorableText(current)) {
        found.push(where || '(root)');
      }
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push([current[index], join(where, index)]);
      }
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string, unknown];
        if (!isStorableText(key)) {
          found.push(join(where, JSON.stringify(key)));
        }
        pending.push([item, join(where, key)]);
      }
    }
  }
  return found.slice(0, maxNamedFields);
}
