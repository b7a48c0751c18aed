import fc from 'fast-check';
import {
  operationName,
  type JsonSchema,
  type Operation,
  type Parameter,
} from './openapi-operations.js';
import {
  boundaryValues,
  nulText,
  primary,
  refusedValues,
  unstorableText,
  validValue,
  type ValueCase,
} from './schema-values.js';

/**
 * Requests built from one operation of the OpenAPI document, each changing one thing of an
 * otherwise plausible request: a path parameter, a query parameter, a body field, or the body as
 * a whole. `refused` requests break the contract and must answer 4xx with a code; `handled` ones
 * are extreme but allowed, and must not fail the server.
 */

export type Expectation = 'refused' | 'handled';

export type RequestBody = { contentType: string; text: string } | { form: [string, string][] };

export type RequestCase = {
  operation: string;
  /** What was changed: `path id`, `query page`, `body customData.a`, `body`. */
  target: string;
  category: string;
  expectation: Expectation;
  method: string;
  /** Below `/api`, encoded, with the query. */
  url: string;
  body?: RequestBody;
  secured: boolean;
};

type CaseSource = {
  target: string;
  category: string;
  expectation: Expectation;
  arbitrary: fc.Arbitrary<RequestCase>;
};

/** How a path parameter of an operation is filled when it is not the one being changed. */
export type PathValues = (operation: Operation, parameter: Parameter) => string;

type Parts = { path: Record<string, string>; query: [string, string][]; body?: RequestBody };

const json = (value: unknown): RequestBody => ({
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

const queryValueCases = (parameter: Parameter): ValueCase[] => {
  const variant = primary(parameter.schema);
  const cases: ValueCase[] = [{ category: 'unstorable text', arbitrary: nulText }];
  if (variant.type === 'integer' || variant.type === 'number') {
    cases.push({
      category: 'not a number',
      arbitrary: fc.constantFrom('abc', 'NaN', '1e400', '12abc', '461168601842738790'),
    });
  }
  return [
    ...cases,
    ...refusedValues(parameter.schema)
      .filter(
        (value) => !['unstorable text', 'wrong type', 'unsafe integer'].includes(value.category),
      )
      .map((value) => ({ category: value.category, arbitrary: value.arbitrary.map(String) })),
  ];
};

/** Every request case of one operation, as fast-check arbitraries. */
export function caseSourcesOf(operation: Operation, pathValues: PathValues): CaseSource[] {
  const name = operationName(operation);
  const basePath = Object.fromEntries(
    operation.pathParams.map((parameter) => [
      parameter.name,
      encodeURIComponent(pathValues(operation, parameter)),
    ]),
  );
  const baseQuery: [string, string][] = operation.queryParams
    .filter((parameter) => parameter.required)
    .map((parameter) => [parameter.name, encodeURIComponent(String(validValue(parameter.schema)))]);
  const jsonSchema = operation.body?.schema;
  const baselineBody = jsonSchema ? validValue(jsonSchema) : undefined;
  const baseBody: RequestBody | undefined = operation.body
    ? jsonSchema
      ? json(baselineBody)
      : { form: [] }
    : undefined;

  const build = (parts: Partial<Parts>): RequestCase['url'] => {
    const path = operation.path.replace(
      /\{(\w+)\}/g,
      (_match, key: string) => (parts.path ?? basePath)[key] ?? '',
    );
    const query = (parts.query ?? baseQuery).map(([key, value]) => `${key}=${value}`).join('&');
    return query ? `${path}?${query}` : path;
  };
  const source = (
    target: string,
    category: string,
    expectation: Expectation,
    arbitrary: fc.Arbitrary<Partial<Parts>>,
  ): CaseSource => ({
    target,
    category,
    expectation,
    arbitrary: arbitrary.map((parts) => ({
      operation: name,
      target,
      category,
      expectation,
      method: operation.method.toUpperCase(),
      url: build(parts),
      ...(('body' in parts ? parts.body : baseBody) && {
        body: 'body' in parts ? parts.body : baseBody,
      }),
      secured: operation.secured,
    })),
  });

  const sources: CaseSource[] = [
    source(
      'query (undeclared)',
      'unstorable text',
      'refused',
      nulText.map((text) => ({ query: [...baseQuery, ['fuzz', encodeURIComponent(text)]] })),
    ),
  ];
  for (const parameter of operation.pathParams) {
    const at = (value: fc.Arbitrary<string>) =>
      value.map((text) => ({ path: { ...basePath, [parameter.name]: text } }));
    const target = `path ${parameter.name}`;
    sources.push(
      source(target, 'unstorable text', 'refused', at(nulText.map(encodeURIComponent))),
      source(
        target,
        'invalid UTF-8',
        'refused',
        at(fc.constantFrom('%ED%A0%80', '%FF', 'a%C0%AFb')),
      ),
      source(
        target,
        'oversized',
        'refused',
        at(fc.integer({ min: 2000, max: 4000 }).map((length) => 'z'.repeat(length))),
      ),
      source(target, 'unknown id', 'refused', at(fc.stringMatching(/^[0-9a-z]{21}$/))),
    );
    const choices = primary(parameter.schema).enum;
    if (choices) {
      sources.push(
        source(
          target,
          'not a choice',
          'refused',
          at(
            fc
              .string({ minLength: 1, maxLength: 12 })
              .filter((text) => !choices.includes(text))
              .map(encodeURIComponent),
          ),
        ),
      );
    }
  }
  for (const parameter of operation.queryParams) {
    const at = (value: fc.Arbitrary<string>) =>
      value.map((text) => ({
        query: [
          ...baseQuery.filter(([key]) => key !== parameter.name),
          [parameter.name, text] as [string, string],
        ],
      }));
    for (const value of queryValueCases(parameter)) {
      sources.push(
        source(
          `query ${parameter.name}`,
          value.category,
          'refused',
          at(value.arbitrary.map((text) => encodeURIComponent(String(text)))),
        ),
      );
    }
    const variant = primary(parameter.schema);
    if (variant.type === 'string' && !variant.enum && variant.maxLength === undefined) {
      sources.push(
        source(
          `query ${parameter.name}`,
          'invalid UTF-8',
          'handled',
          at(fc.constantFrom('%ED%A0%80', '%FF', '%25%5C_')),
        ),
        source(
          `query ${parameter.name}`,
          'long text',
          'handled',
          at(fc.integer({ min: 1000, max: 4000 }).map((length) => 'q'.repeat(length))),
        ),
      );
    }
  }
  if (operation.body) {
    sources.push(...bodySources(operation, jsonSchema, baselineBody, source));
  }
  return sources;
}

type Source = (
  target: string,
  category: string,
  expectation: Expectation,
  arbitrary: fc.Arbitrary<Partial<Parts>>,
) => CaseSource;

function bodySources(
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

/** Draws `samples` requests of every source, reproducibly for a seed. */
export function drawCases(sources: CaseSource[], seed: number, samples: number): RequestCase[] {
  return sources.flatMap((item, index) =>
    fc.sample(item.arbitrary, { seed: seed + index, numRuns: samples }),
  );
}
