import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { RequestError } from '../errors/request-error.js';
import type { AppEnv } from './app-env.js';
import { findUnknownFields } from './unknown-fields.js';

/** `application/json` and its `+json` relatives, with parameters such as `charset`. */
const jsonContentType = /^application\/([\w.-]+\+)?json(\s*;.*)?$/i;

export type BodyGuardOptions = {
  /** The declared JSON body; fields it does not declare are refused. */
  schema?: z.core.$ZodType;
  /** Media types the endpoint takes, named in the 415 answer. */
  accepts: readonly string[];
};

/** 400 `guard.invalid_input`, naming every undeclared field (`data.fields`, one line each in `details`). */
export const unknownFieldsError = (fields: string[]) =>
  new RequestError(
    'guard.invalid_input',
    400,
    { target: 'json', fields },
    fields.map((field) => `${field}: Unrecognized field`).join('\n'),
  );

/** 415 `request.unsupported_media_type`, naming what the endpoint takes. */
export const unsupportedMediaType = (accepts: readonly string[]) =>
  new RequestError('request.unsupported_media_type', 415, { types: accepts.join(', ') });

/**
 * Runs before an endpoint's contract validators: a JSON body with fields the contract does not
 * declare is refused (never silently dropped), and a body of a type the endpoint does not take
 * answers 415 with a code of its own instead of a generic one.
 */
export const bodyGuard =
  ({ schema, accepts }: BodyGuardOptions): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (schema && jsonContentType.test(c.req.header('content-type') ?? '')) {
      // The parsed body is cached by the request; a malformed one is left to the validator.
      const body: unknown = await c.req.json().catch(() => undefined);
      const fields = body === undefined ? [] : findUnknownFields(schema, body);
      if (fields.length > 0) {
        throw unknownFieldsError(fields);
      }
    }
    await next();
    // The contract's media-type gate throws a bare 415, which the error handler has rendered.
    if (c.error instanceof HTTPException && c.error.status === 415) {
      throw unsupportedMediaType(accepts);
    }
  };
