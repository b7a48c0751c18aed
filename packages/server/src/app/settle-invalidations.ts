import type { MiddlewareHandler } from 'hono';
import type { InvalidationBus } from '../cache/invalidation-bus.js';
import type { AppEnv } from '../http/app-env.js';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write answers only once the cache invalidations it raised have reached the other instances,
 * so a role, scope or key changed through one instance is in force on all of them by the time
 * the caller hears it succeeded. Reads pass straight through.
 */
export const settleInvalidations =
  (bus: InvalidationBus): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (!readOnlyMethods.has(c.req.method)) {
      await bus.settled();
    }
  };
