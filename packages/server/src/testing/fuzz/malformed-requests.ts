import fc from 'fast-check';
import { operationName, type Operation, type Parameter } from './openapi-operations.js';
import { bodySources, json } from './malformed-bodies.js';
import type { CaseSource, Expectation, Parts, RequestBody, RequestCase } from './request-case.js';
import { nulText, primary, refusedValues, validValue, type ValueCase } from './schema-values.js';

/**
 * Requests built from one operation of the OpenAPI document, each changing one thing of an
 * otherwise plausible request: a path parameter, a query parameter, a body field, or the body as
 * a whole. `refused` requests break the contract and must answer 4xx with a code; `handled` ones
 * are extreme but allowed, and must not fail the server.
 */

/** How a path parameter of an operation is filled when it is not the one being changed. */
export type PathValues = (operation: Operation, parameter: Parameter) => string;

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

/** Draws `samples` requests of every source, reproducibly for a seed. */
export function drawCases(sources: CaseSource[], seed: number, samples: number): RequestCase[] {
  return sources.flatMap((item, index) =>
    fc.sample(item.arbitrary, { seed: seed + index, numRuns: samples }),
  );
}
