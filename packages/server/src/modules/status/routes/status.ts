import { createRoute } from '@hono/zod-openapi';
import { createRouter } from '../../../http/create-router.js';

const getStatus = createRoute({
  method: 'get',
  path: '/status',
  tags: ['Status'],
  summary: 'Health check',
  description: 'Answers 204 while the server is up and its database is reachable.',
  responses: { 204: { description: 'The server is ready.' } },
});

export const statusRoutes = (checkDatabase: () => Promise<void>) =>
  createRouter().openapi(getStatus, async (c) => {
    await checkDatabase();
    return c.body(null, 204);
  });
