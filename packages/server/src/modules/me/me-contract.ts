import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { createRouter } from '../../http/create-router.js';
import { security } from '../../http/contract-parts.js';
import { routesOf } from '../../http/endpoint-route.js';

/**
 * The console user's bearer token (the admin tenant's access token), not a Management API token;
 * the same HTTP scheme, so OpenAPI declares it with the same security requirement.
 */
export const meRoute = routesOf({ tags: ['Me'], security });

/**
 * Mounts the routers behind the guard. The guard covers exactly the paths they declare, once
 * each, so unknown paths keep answering 404 and other modules' paths never meet it.
 */
export function guardRouters(routers: OpenAPIHono<AppEnv>[], guard: MiddlewareHandler<AppEnv>) {
  const router = createRouter();
  for (const path of new Set(routers.flatMap((each) => each.routes.map((route) => route.path)))) {
    router.use(path, guard);
  }
  for (const each of routers) {
    router.route('/', each);
  }
  return router;
}
