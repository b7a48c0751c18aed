import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RequestError } from '../errors/request-error.js';
import { maxJsonBodyBytes } from './json-limits.js';

const tooLarge = () => {
  throw new RequestError('request.payload_too_large', 413);
};

/** Counts a body of undeclared length as it reads it, stopping at the limit. */
const streamedBodyLimit = bodyLimit({ maxSize: maxJsonBodyBytes, onError: tooLarge });

/**
 * 413 `request.payload_too_large` for a JSON body over the limit, read no further than that.
 *
 * A body of declared length (not chunked) is judged by the header alone, as Hono's bodyLimit
 * judges it; Node's parser never delivers more than the declared length. Hono's
 * middleware, though, first asks the request for its body stream, which makes the Node adapter
 * build a full web Request around the socket; the JSON validator then reads it through web
 * streams instead of the adapter's direct read of the incoming message (about a twentieth of the
 * HTTP thread's time during code sign-ins). Only bodies of undeclared length go through it now.
 */
export const jsonBodyLimit: MiddlewareHandler = async (c, next) => {
  const declared = c.req.header('content-length');
  if (declared === undefined || c.req.header('transfer-encoding') !== undefined) {
    await streamedBodyLimit(c, next);
    return;
  }
  if (Number.parseInt(declared, 10) > maxJsonBodyBytes) {
    tooLarge();
  }
  await next();
};
