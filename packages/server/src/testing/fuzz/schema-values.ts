import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.js';

/**
 * Values for one schema of the OpenAPI document: a valid one (the baseline a request starts
 * from), values the schema refuses (each a fast-check arbitrary with a category), and extreme
 * values the schema still allows (boundaries, which must not fail the server either).
 */

export type ValueCase = { category: string; arbitrary: fc.Arbitrary<unknown> };

/** Characters PostgreSQL cannot store; every string field must refuse them. */
const unstorableCharacter = fc.constantFrom('\0', '\uD800', '\uDFFF', '\uDBFF\0');

/** A short text with a character PostgreSQL cannot store somewhere in it. */
export const unstorableText = fc
  .tuple(fc.string({ maxLength: 12 }), unstorableCharacter, fc.string({ maxLength: 12 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** A text with U+0000, the one unstorable character a URL can carry (`%00`). */
export const nulText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
  .map(([before, after]) => `${before}\0${after}`);

/** The variant a value takes: the first option of a union, the merged parts of an intersection. */
export function primary(schema: JsonSchema): JsonSchema {
  if (schema.anyOf?.[0] ?? schema.oneOf?.[0]) {
    return primary((schema.anyOf ?? schema.oneOf ?? [])[0] ?? {});
  }
  if (schema.allOf) {
    return schema.allOf.map(primary).reduce<JsonSchema>(
      (merged, part) => ({
        ...merged,
        ...part,
        properties: { ...merged.properties, ...part.properties },
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      }),
      {},
    );
  }
  return schema;
}

/** JSON types a schema (or any of its options) accepts; empty when it accepts anything. */
function acceptedTypes(schema: JsonSchema): Set<string> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const each = options.map(acceptedTypes);
    // An option of any type makes the union accept anything.
    if (each.some((types) => types.size === 0)) {
      return new Set();
    }
    return new Set([...each.flatMap((types) => [...types]), ...(schema.nullable ? ['null'] : [])]);
  }
  const accepted = new Set<string>();
  const type = primary(schema).type;
  if (type) {
    accepted.add(type === 'integer' ? 'number' : type);
    if (schema.nullable) {
      accepted.add('null');
    }
  }
  return accepted;
}

const candidateTexts = [
  'a',
  'abc',
  'fuzz',
  'a1',
  '1',
  '01',
  '2024',
  '#ffffff',
  'https://example.com/fuzz',
  'fuzz@example.com',
];

/** The lowest number the schema allows (above an exclusive minimum). */
const lowest = (schema: JsonSchema) =>
  schema.minimum === undefined
    ? undefined
    : schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0);
const highest = (schema: JsonSchema) =>
  schema.maximum === undefined
    ? undefined
    : schema.maximum - (schema.exclusiveMaximum === true ? 1 : 0);

/** A value the schema accepts (required fields only, for objects). */
export function validValue(schema: JsonSchema, depth = 0): unknown {
  const variant = primary(schema);
  if (variant.enum) {
    return variant.enum[0];
  }
  switch (variant.type) {
    case 'string': {
      if (variant.format === 'uri' || variant.format === 'url') {
        return 'https://example.com/fuzz';
      }
      if (variant.format === 'email') {
        return 'fuzz@example.com';
      }
      const pattern = variant.pattern ? new RegExp(variant.pattern) : undefined;
      const minLength = variant.minLength ?? 1;
      return (
        candidateTexts.find(
          (text) => text.length >= minLength && (!pattern || pattern.test(text)),
        ) ?? 'a'.repeat(minLength)
      );
    }
    case 'integer':
    case 'number':
      return Math.min(
        Math.max(lowest(variant) ?? 1, 1),
        highest(variant) ?? Number.MAX_SAFE_INTEGER,
      );
    case 'boolean':
      return false;
    case 'array':
      return depth > 6
        ? []
        : Array.from({ length: variant.minItems ?? 0 }, () =>
            validValue(variant.items ?? {}, depth + 1),
          );
    case 'object':
      return Object.fromEntries(
        (variant.required ?? [])
          .filter((key) => variant.properties?.[key])
          .map((key) => [key, validValue(variant.properties?.[key] ?? {}, depth + 1)]),
      );
    default:
      return 'fuzz';
  }
}

/** A value of each JSON type, for the types a schema refuses. */
const valueOfType: Record<string, fc.Arbitrary<unknown>> = {
  string: fc.string({ maxLength: 16 }),
  number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  boolean: fc.boolean(),
  array: fc.array(fc.integer(), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.integer(), { maxKeys: 3 }),
  null: fc.constant(null),
};

/** Values the schema of a JSON field refuses, by category. */
export function refusedValues(schema: JsonSchema): ValueCase[] {
  const variant = primary(schema);
  const cases: ValueCase[] = [{ category: 'unstorable text', arbitrary: unstorableText }];
  const accepted = acceptedTypes(schema);
  if (accepted.size > 0) {
    const wrong = Object.keys(valueOfType).filter((type) => !accepted.has(type));
    cases.push({
      category: 'wrong type',
      arbitrary: fc.oneof(...wrong.map((type) => valueOfType[type] as fc.Arbitrary<unknown>)),
    });
  }
  if (schema.anyOf ?? schema.oneOf) {
    return cases;
  }
  if (variant.enum) {
    const choices = new Set(variant.enum);
    cases.push({
      category: 'not a choice',
      arbitrary: fc.string({ maxLength: 16 }).filter((value) => !choices.has(value)),
    });
  }
  if (variant.type === 'string') {
    cases.push(...refusedTexts(variant));
  }
  if (variant.type === 'integer' || variant.type === 'number') {
    cases.push(...refusedNumbers(variant));
  }
  if (variant.type === 'array' && variant.minItems !== undefined && variant.minItems > 0) {
    cases.push({ category: 'too few items', arbitrary: fc.constant([]) });
  }
  if (variant.type === 'array' && variant.maxItems !== undefined) {
    const item = validValue(variant.items ?? {});
    cases.push({
      category: 'too many items',
      arbitrary: fc.constant(Array.from({ length: variant.maxItems + 1 }, () => item)),
    });
  }
  return cases;
}

function refusedTexts(schema: JsonSchema): ValueCase[] {
  const cases: ValueCase[] = [];
  if (schema.maxLength !== undefined) {
    const limit = schema.maxLength;
    cases.push({
      category: 'oversized',
      arbitrary: fc
        .integer({ min: limit + 1, max: limit + 64 })
        .map((length) => 'x'.repeat(length)),
    });
  }
  if (schema.minLength !== undefined && schema.minLength > 0) {
    cases.push({ category: 'too short', arbitrary: fc.constant('') });
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    cases.push({
      category: 'pattern mismatch',
      arbitrary: fc
        .constantFrom('!', ' spaced ', '..', '<x>')
        .filter((text) => !pattern.test(text)),
    });
  }
  return cases;
}

function refusedNumbers(schema: JsonSchema): ValueCase[] {
  const cases: ValueCase[] = [];
  if (schema.type === 'integer') {
    cases.push({
      category: 'unsafe integer',
      arbitrary: fc.constantFrom(2 ** 53, 2 ** 63, -(2 ** 63), 1e300),
    });
  }
  const min = lowest(schema);
  const max = highest(schema);
  if (min !== undefined) {
    cases.push({
      category: 'below minimum',
      arbitrary: fc.integer({ min: 1, max: 1000 }).map((step) => min - step),
    });
  }
  if (max !== undefined) {
    cases.push({
      category: 'above maximum',
      arbitrary: fc.integer({ min: 1, max: 1000 }).map((step) => max + step),
    });
  }
  if (schema.type === 'integer') {
    cases.push({
      category: 'fraction',
      arbitrary: fc.integer({ min: -1000, max: 1000 }).map((whole) => whole + 0.5),
    });
  }
  return cases;
}

/** Extreme values the schema still accepts: the server may take or refuse them, never fail on them. */
export function boundaryValues(schema: JsonSchema): ValueCase[] {
  const variant = primary(schema);
  if (variant.enum || schema.anyOf || schema.oneOf) {
    return [];
  }
  if ((variant.type === 'integer' || variant.type === 'number') && highest(variant) === undefined) {
    return [{ category: 'largest safe integer', arbitrary: fc.constant(Number.MAX_SAFE_INTEGER) }];
  }
  if (
    variant.type === 'string' &&
    variant.maxLength === undefined &&
    !variant.pattern &&
    !variant.format
  ) {
    return [
      {
        category: 'long text',
        arbitrary: fc.integer({ min: 50_000, max: 100_000 }).map((length) => 'y'.repeat(length)),
      },
    ];
  }
  if (variant.type === 'object' && typeof variant.additionalProperties === 'object') {
    return [
      { category: 'deep nesting', arbitrary: fc.integer({ min: 500, max: 2000 }).map(nested) },
    ];
  }
  return [];
}

/** `{ "n": { "n": … } }`, `depth` levels deep. */
export function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) {
    value = { n: value };
  }
  return value;
}
