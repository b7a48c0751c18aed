import { statusApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';

// Public: load balancers call it without a token.
const statusRoute = routesOf({ tags: ['Status'] });

export const statusRoutes = (checkDatabase: () => Promise<void>) =>
  createRouter().openapi(statusRoute(statusApi.get), async (c) => {
    await checkDatabase();
    return c.body(null, 204);
  });
