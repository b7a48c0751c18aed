import type { z } from 'zod';

type Schema = z.core.$ZodType;
type Def = Schema['_zod']['def'] & Record<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** Wrappers whose inner schema describes the same value. */
const innerTypeWrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/**
 * The fields of `value` that `schema` does not declare, as dotted paths (`profile.nickname`,
 * `scopes.0.extra`), at every depth. Objects declared loose (a catch-all) and records accept any
 * key. A union accepts a key when one of its options does.
 *
 * zod strips undeclared keys silently; the API refuses them instead, so a misspelt or unsupported
 * field is a 400 naming it rather than a write that quietly ignores it.
 */
export function findUnknownFields(schema: Schema, value: unknown, path = ''): string[] {
  const def = schema._zod.def as Def;
  switch (def.type) {
    case 'object': {
      if (!isPlainObject(value)) {
        return [];
      }
      const shape = def.shape as Record<string, Schema>;
      const catchall = def.catchall as Schema | undefined;
      return Object.entries(value).flatMap(([key, field]) => {
        const fieldSchema = Object.hasOwn(shape, key) ? shape[key] : undefined;
        if (fieldSchema) {
          return findUnknownFields(fieldSchema, field, join(path, key));
        }
        if (catchall && catchall._zod.def.type !== 'never') {
          return findUnknownFields(catchall, field, join(path, key));
        }
        return [join(path, key)];
      });
    }
    case 'pipe': {
      // A preprocess pipe (transform → schema) declares its fields on the way out.
      const input = def.in as Schema;
      return findUnknownFields(input._zod.def.type === 'transform' ? (def.out as Schema) : input, value, path);
    }
    case 'lazy':
      return findUnknownFields((def.getter as () => Schema)(), value, path);
    case 'array':
      return Array.isArray(value)
        ? value.flatMap((item, index) => findUnknownFields(def.element as Schema, item, join(path, index)))
        : [];
    case 'record':
      return isPlainObject(value)
        ? Object.entries(value).flatMap(([key, item]) => findUnknownFields(def.valueType as Schema, item, join(path, key)))
        : [];
    case 'union':
      return fewestUnknown((def.options as Schema[]).map((option) => findUnknownFields(option, value, path)));
    case 'intersection': {
      // A key is unknown only when neither side declares it.
      const right = new Set(findUnknownFields(def.right as Schema, value, path));
      return findUnknownFields(def.left as Schema, value, path).filter((field) => right.has(field));
    }
    default:
      return innerTypeWrappers.has(def.type) ? findUnknownFields(def.innerType as Schema, value, path) : [];
  }
}

/** The union option that fits best: the one leaving the fewest fields unknown. */
const fewestUnknown = (candidates: string[][]): string[] =>
  candidates.reduce<string[] | undefined>(
    (best, current) => (best === undefined || current.length < best.length ? current : best),
    undefined,
  ) ?? [];
