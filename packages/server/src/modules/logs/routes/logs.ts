import { logApi } from '@tessera/schemas';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { setTotalNumber } from '../../../http/pagination.js';
import { toLogResponse } from '../responses.js';
import { listLogs, listUserLogs, requireLog } from '../service.js';

const logRoute = routesOf({ tags: ['Audit logs'], security });

/** `/logs`, `/logs/{id}` and `/users/{userId}/logs`. */
export const logRoutes = () =>
  createRouter()
    .openapi(logRoute(logApi.list), async (c) => {
      const { total, rows } = await listLogs(c.get('scope'), c.req.valid('query'));
      setTotalNumber(c, total);
      return c.json(rows.map(toLogResponse), 200);
    })
    .openapi(logRoute(logApi.get), async (c) =>
      c.json(toLogResponse(await requireLog(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(logRoute(logApi.listForUser), async (c) => {
      const { userId } = c.req.valid('param');
      const { total, rows } = await listUserLogs(c.get('scope'), userId, c.req.valid('query'));
      setTotalNumber(c, total);
      return c.json(rows.map(toLogResponse), 200);
    });
