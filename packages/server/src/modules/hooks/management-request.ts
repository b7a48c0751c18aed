import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import type { AppEnv } from '../../http/app-env.js';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Webhooks name paths and routes below the API root, as the reference does. */
const belowApiRoot = (path: string) => path.replace(/^\/api(?=\/)/, '');

/** `/roles/{id}` as the router matches it, `/roles/:id`. */
const asRouterPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The status each write route answers with on success (its lowest declared 2xx), by method and
 * path: a webhook row is written before the answer, so the status comes from the contract.
 */
export function successStatuses(routers: readonly OpenAPIHono<AppEnv>[]): ReadonlyMap<string, number> {
  const statuses = new Map<string, number>();
  for (const router of routers) {
    for (const definition of router.openAPIRegistry.definitions) {
      if (definition.type !== 'route') {
        continue;
      }
      const { method, path, responses } = definition.route;
      const success = Object.keys(responses)
        .map(Number)
        .filter((status) => status >= 200 && status < 300)
        .sort((a, b) => a - b)[0];
      if (success !== undefined) {
        statuses.set(`${method.toUpperCase()} ${asRouterPath(path)}`, success);
      }
    }
  }
  return statuses;
}

/**
 * Binds the request's scope to the Management API call it serves, so the events its services
 * raise (and their webhook payloads) carry `path`, `method`, `status`, `params` and
 * `matchedRoute`. Mounted on each route's own path: it acts only where that path is the route
 * that answers, so a static route beside a parameter route is not described twice.
 */
export const describeManagementRequest =
  (statuses: ReadonlyMap<string, number>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { method } = c.req;
    if (!readOnlyMethods.has(method)) {
      const current = routePath(c);
      const answering = matchedRoutes(c).find((route) => route.method === method);
      const matchedRoute = belowApiRoot(current);
      const status = statuses.get(`${method} ${matchedRoute}`);
      if (answering?.path === current && status !== undefined) {
        c.set(
          'scope',
          c.var.scope.forRequest({ path: belowApiRoot(c.req.path), method, status, params: c.req.param(), matchedRoute }),
        );
      }
    }
    await next();
  };
