import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { RequestError } from '../errors/request-error.js';
import type { AppEnv } from './app-env.js';
import { jsonBodyLimit } from './json-body-limit.js';
import { findTooDeep, maxJsonDepth } from './json-limits.js';
import { findUnstorableText } from './storable-text.js';
import { findUnknownFields } from './unknown-fields.js';

/** `application/json` and its `+json` relatives, with parameters such as `charset`. */
const jsonContentType = /^application\/([\w.-]+\+)?json(\s*;.*)?$/i;

export type InputGuardOptions = {
  /** The declared JSON body; fields it does not declare are refused. */
  schema?: z.core.$ZodType;
  /** Media types the endpoint takes, named in the 415 answer. */
  accepts: readonly string[];
};

/** Where a refused value came from, as the contract validators name it. */
type InputTarget = 'param' | 'query' | 'json';

/** 400 `guard.invalid_input`, naming every undeclared field (`data.fields`, one line each in `details`). */
export const unknownFieldsError = (fields: string[]) =>
  new RequestError(
    'guard.invalid_input',
    400,
    { target: 'json', fields },
    fields.map((field) => `${field}: Unrecognized field`).join('\n'),
  );

/** 400 `guard.invalid_input`, naming every field whose text PostgreSQL cannot store. */
export const unstorableTextError = (target: InputTarget, fields: string[]) =>
  new RequestError(
    'guard.invalid_input',
    400,
    { target, fields },
    fields
      .map((field) => `${field}: Text must not contain U+0000 or an unpaired surrogate`)
      .join('\n'),
  );

/** 400 `guard.invalid_input` for a JSON body nested deeper than any the API stores. */
export const tooDeepError = (field: string) =>
  new RequestError(
    'guard.invalid_input',
    400,
    { target: 'json', fields: [field] },
    `${field}: Nested deeper than ${maxJsonDepth} levels`,
  );

/** 415 `request.unsupported_media_type`, naming what the endpoint takes. */
export const unsupportedMediaType = (accepts: readonly string[]) =>
  new RequestError('request.unsupported_media_type', 415, { types: accepts.join(', ') });

/** Path parameters and every query parameter (declared or not, keys and values) must be storable. */
function assertStorableUrl(c: Context<AppEnv>) {
  const params = findUnstorableText(c.req.param());
  if (params.length > 0) {
    throw unstorableTextError('param', params);
  }
  const query = Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [
      key,
      values.length === 1 ? values[0] : values,
    ]),
  );
  const fields = findUnstorableText(query).map((field) => field.replace(/\.\d+$/, ''));
  if (fields.length > 0) {
    throw unstorableTextError('query', [...new Set(fields)]);
  }
}

/**
 * Runs before an endpoint's contract validators, on every route built from a contract:
 * - text PostgreSQL cannot store (U+0000, unpaired surrogates) is refused wherever it appears:
 *   path parameters, query, and the JSON body at any depth, keys included;
 * - a JSON body over 1 MiB answers 413, one nested deeper than 64 levels 400;
 * - a JSON body field the contract does not declare is refused (never silently dropped);
 * - a body of a type the endpoint does not take answers 415 with a code of its own.
 */
export function inputGuard({ schema, accepts }: InputGuardOptions): MiddlewareHandler<AppEnv> {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    assertStorableUrl(c);
    if (schema && jsonContentType.test(c.req.header('content-type') ?? '')) {
      // The parsed body is cached by the request; a malformed one is left to the validator.
      const body: unknown = await c.req.json().catch(() => undefined);
      if (body !== undefined) {
        const tooDeep = findTooDeep(body);
        if (tooDeep !== undefined) {
          throw tooDeepError(tooDeep);
        }
        const unstorable = findUnstorableText(body);
        if (unstorable.length > 0) {
          throw unstorableTextError('json', unstorable);
        }
        const unknown = findUnknownFields(schema, body);
        if (unknown.length > 0) {
          throw unknownFieldsError(unknown);
        }
      }
    }
    await next();
    // The contract's media-type gate throws a bare 415, which the error handler has rendered.
    if (c.error instanceof HTTPException && c.error.status === 415) {
      throw unsupportedMediaType(accepts);
    }
  };
  if (!schema) {
    return guard;
  }
  return async (c, next) =>
    jsonBodyLimit(c, async () => {
      await guard(c, next);
    });
}
