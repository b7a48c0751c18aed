/**
 * Bounds of a JSON request body. 1 MiB is the reference API's own JSON limit; no object the API
 * stores nests anywhere near 64 levels, and refusing deeper bodies keeps every later step
 * (validation, `JSON.stringify`, PostgreSQL's `jsonb`) clear of its recursion limits.
 */
export const maxJsonBodyBytes = 1024 * 1024;
export const maxJsonDepth = 64;

/**
 * The dotted path of the first value nested deeper than `maxDepth` levels, or `undefined`.
 * Walks without recursion, so any depth is safe to check.
 */
export function findTooDeep(value: unknown, maxDepth = maxJsonDepth): string | undefined {
  const pending: [unknown, string, number][] = [[value, '', 0]];
  while (pending.length > 0) {
    const [current, path, depth] = pending.pop() as [unknown, string, number];
    if (typeof current !== 'object' || current === null) {
      continue;
    }
    if (depth >= maxDepth) {
      return path || '(root)';
    }
    for (const [key, item] of Object.entries(current)) {
      pending.push([item, path ? `${path}.${key}` : key, depth + 1]);
    }
  }
  return undefined;
}
