import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.js';
import type { AppEnv } from '../http/app-env.js';
import { setResponseHeader } from '../http/response-header.js';

const requestIdPattern = /^[\w.-]{8,128}$/;

/**
 * Gives every request an id (kept from a trusted-looking `X-Request-Id`, else new), a child
 * logger carrying it, and one access log line when the response is done.
 */
export const requestContext =
  (logger: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    const child = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', child);
    const started = performance.now();
    await next();
    setResponseHeader(c, 'X-Request-Id', requestId);
    child.debug(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
