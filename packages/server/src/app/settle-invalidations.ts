import type { MiddlewareHandler } from 'hono';
import type { InvalidationBus } from '../cache/invalidation-bus.js';
import type { EventBus } from '../events/event-bus.js';
import type { AppEnv } from '../http/app-env.js';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write answers only once the cache invalidations it raised have reached the other instances,
 * and the settling subscribers of its events (ended sessions) are done, so a role, scope, key or
 * password changed through one instance is in force on all of them by the time the caller hears
 * it succeeded. Reads pass straight through.
 */
export const settleInvalidations =
  (bus: InvalidationBus, events: Pick<EventBus, 'settled'>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (!readOnlyMethods.has(c.req.method)) {
      await Promise.all([bus.settled(), events.settled()]);
    }
  };
