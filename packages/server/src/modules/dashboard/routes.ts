import { dashboardApi } from '@tessera/schemas';
import { security } from '../../http/contract-parts.js';
import { createRouter } from '../../http/create-router.js';
import { routesOf } from '../../http/endpoint-route.js';
import { countUsers } from './queries.js';
import { countActiveUsers, countNewUsers } from './service.js';

const dashboardRoute = routesOf({ tags: ['Dashboard'], security });

/** `/dashboard/users/*`: the console dashboard's user figures. */
export const dashboardArea = () =>
  createRouter()
    .openapi(dashboardRoute(dashboardApi.totalUsers), async (c) =>
      c.json({ totalUserCount: await countUsers(c.get('scope')) }, 200),
    )
    .openapi(dashboardRoute(dashboardApi.newUsers), async (c) => c.json(await countNewUsers(c.get('scope')), 200))
    .openapi(dashboardRoute(dashboardApi.activeUsers), async (c) =>
      c.json(await countActiveUsers(c.get('scope'), c.req.valid('query')), 200),
    );
