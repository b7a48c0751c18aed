import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi-operations.js';
import type { CaseSource, RequestBody, Source } from './request-case.js';
import {
  boundaryValues,
  primary,
  refusedValues,
  unstorableText,
  validValue,
} from './schema-values.js';

/**
 * The body cases of one operation: the body as a whole (missing, not JSON, of another type, too
 * deep, too large, a required field missing) and each field at any depth set to a value its
 * schema refuses, or to an extreme one it allows.
 */

export const json = (value: unknown): RequestBody => ({
  contentType: 'application/json',
  text: JSON.stringify(value),
});

/** The baseline object with one more field whose JSON text is given (too deep for `JSON.stringify`). */
const withRawField = (baseline: unknown, key: string, text: string): RequestBody => {
  const base = JSON.stringify(baseline);
  return {
    contentType: 'application/json',
    text: base === '{}' ? `{"${key}":${text}}` : `${base.slice(0, -1)},"${key}":${text}}`,
  };
};

/** The dotted path of a body field: `customClientMetadata.idTokenTtl`, `scopes.0.name`. */
type FieldPath = (string | number)[];
type Field = { path: FieldPath; schema: JsonSchema; chain: JsonSchema[] };

/** Every field of a body schema, nested objects and first array items included (bounded depth). */
function fieldsOf(
  schema: JsonSchema,
  path: FieldPath = [],
  chain: JsonSchema[] = [],
  depth = 0,
): Field[] {
  const variant = primary(schema);
  if (depth > 5) {
    return [];
  }
  if (variant.type === 'array' && variant.items) {
    const item = { path: [...path, 0], schema: variant.items, chain: [...chain, variant.items] };
    return [item, ...fieldsOf(variant.items, item.path, item.chain, depth + 1)];
  }
  const properties = Object.entries(variant.properties ?? {}).map(([key, child]) => ({
    path: [...path, key],
    schema: child,
    chain: [...chain, child],
  }));
  const record =
    typeof variant.additionalProperties === 'object'
      ? [
          {
            path: [...path, 'fuzz'],
            schema: variant.additionalProperties,
            chain: [...chain, variant.additionalProperties],
          },
        ]
      : [];
  return [...properties, ...record].flatMap((field) => [
    field,
    ...fieldsOf(field.schema, field.path, field.chain, depth + 1),
  ]);
}

/** The baseline body with one field set, creating the objects and array items on its way. */
function withField(baseline: unknown, field: Field, value: unknown): unknown {
  const root = structuredClone(baseline) as Record<string | number, unknown>;
  let container: Record<string | number, unknown> = root;
  field.path.forEach((key, index) => {
    if (index === field.path.length - 1) {
      container[key] = value;
      return;
    }
    const existing = container[key];
    const nextIsIndex = typeof field.path[index + 1] === 'number';
    if (typeof existing !== 'object' || existing === null) {
      container[key] = nextIsIndex ? [] : validValue(field.chain[index] ?? {});
      if (typeof container[key] !== 'object' || container[key] === null) {
        container[key] = nextIsIndex ? [] : {};
      }
    }
    container = container[key] as Record<string | number, unknown>;
  });
  return root;
}

export function bodySources(
  operation: Operation,
  schema: JsonSchema | undefined,
  baseline: unknown,
  source: Source,
): CaseSource[] {
  const body = (value: fc.Arbitrary<RequestBody | undefined>) =>
    value.map((next) => ({ body: next }));
  const whole = (category: string, value: fc.Arbitrary<RequestBody | undefined>) =>
    source('body', category, 'refused', body(value));
  if (!schema) {
    // A multipart upload: a file is the only thing it takes.
    return [
      whole('wrong content type', fc.constant(json({ file: 'x' }))),
      whole('missing file', fc.constant({ form: [['other', 'x']] })),
      whole(
        'file as text',
        fc.string({ maxLength: 20 }).map((text) => ({ form: [['file', text]] })),
      ),
      whole('missing body', fc.constant(undefined)),
    ];
  }
  // Without a body, a body of optional fields only reads as `{}`, as the reference reads it.
  const needsBody =
    (primary(schema).required ?? []).length > 0 || primary(schema).type !== 'object';
  const sources: CaseSource[] = [
    source('body', 'missing body', needsBody ? 'refused' : 'handled', body(fc.constant(undefined))),
    whole(
      'not JSON',
      fc
        .constantFrom('{', 'not json', '{"a":}', '\u0000', '[1,]')
        .map((text) => ({ contentType: 'application/json', text })),
    ),
    whole(
      'wrong content type',
      fc
        .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml')
        .map((contentType) => ({ contentType, text: JSON.stringify(baseline) })),
    ),
    whole(
      'wrong root type',
      fc
        .oneof(
          fc.constant(null),
          fc.string({ maxLength: 8 }),
          fc.integer(),
          fc.array(fc.integer(), { maxLength: 2 }),
        )
        .filter((value) => primary(schema).type !== 'array' || !Array.isArray(value))
        .map(json),
    ),
    whole(
      'unstorable key',
      unstorableText.map((key) => json({ ...(baseline as object), [key]: 1 })),
    ),
    whole(
      'deep nesting',
      fc
        .integer({ min: 5000, max: 20000 })
        .map((depth) =>
          withRawField(baseline, 'fuzz', `${'{"n":'.repeat(depth)}1${'}'.repeat(depth)}`),
        ),
    ),
    whole(
      'oversized',
      fc
        .integer({ min: 1024, max: 2048 })
        .map((kilobytes) => json({ ...(baseline as object), fuzz: 'o'.repeat(kilobytes * 1024) })),
    ),
  ];
  for (const key of primary(schema).required ?? []) {
    const { [key]: _left, ...rest } = baseline as Record<string, unknown>;
    sources.push(
      source(`body ${key}`, 'missing required field', 'refused', fc.constant({ body: json(rest) })),
    );
  }
  for (const field of fieldsOf(schema)) {
    const target = `body ${field.path.join('.')}`;
    for (const value of refusedValues(field.schema)) {
      sources.push(
        source(
          target,
          value.category,
          'refused',
          body(value.arbitrary.map((next) => json(withField(baseline, field, next)))),
        ),
      );
    }
    for (const value of boundaryValues(field.schema)) {
      sources.push(
        source(
          target,
          value.category,
          'handled',
          body(value.arbitrary.map((next) => json(withField(baseline, field, next)))),
        ),
      );
    }
  }
  return sources;
}
