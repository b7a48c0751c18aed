import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { RequestError } from '../errors/request-error.js';
import { renderError } from '../errors/render-error.js';
import type { AppEnv } from '../http/app-env.js';

const toRequestError = (error: unknown): RequestError | undefined => {
  if (error instanceof RequestError) {
    return error;
  }
  if (error instanceof HTTPException) {
    if (error.status === 400 && /json/i.test(error.message)) {
      return new RequestError('request.invalid_json', 400);
    }
    if (error.status === 413) {
      return new RequestError('request.payload_too_large', 413);
    }
    return new RequestError('request.general', error.status);
  }
  return undefined;
};

/** The one renderer of API errors: `{ message, code, data?, details? }` in the caller's language. */
export function handleError(error: unknown, c: Context<AppEnv>) {
  const requestError = toRequestError(error) ?? new RequestError('request.general', 500);
  const logger = c.get('logger');
  if (requestError.status >= 500) {
    logger.error({ err: error, code: requestError.code }, 'request failed');
  } else {
    logger.info({ code: requestError.code, status: requestError.status }, 'request rejected');
  }
  // A 429 that says how long to wait says it in the standard header too.
  const seconds = requestError.data?.seconds;
  if (requestError.status === 429 && typeof seconds === 'number') {
    c.header('Retry-After', String(seconds));
  }
  return c.json(
    renderError(requestError, c.req.header('accept-language')),
    requestError.status as ContentfulStatusCode,
  );
}

export function handleApiNotFound(c: Context<AppEnv>) {
  return handleError(
    new RequestError('route.not_found', 404, { method: c.req.method, path: c.req.path }),
    c,
  );
}
