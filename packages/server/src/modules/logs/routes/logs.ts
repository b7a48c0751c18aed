import type { Context } from 'hono';
import { logApi } from '@tessera/schemas';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { setTotalNumber } from '../../../http/pagination.js';
import { toLogResponse } from '../responses.js';
import { listLogs, listUserLogs, requireLog } from '../service.js';

const logRoute = routesOf({ tags: ['Audit logs'], security });

/** Total-Number, and `Total-Number-Is-Capped: true` when counting stopped at the cap. */
const setLogTotal = (c: Context, total: number, isCapped: boolean) => {
  setTotalNumber(c, total);
  if (isCapped) {
    c.header('Total-Number-Is-Capped', 'true');
  }
};

/** `/logs`, `/logs/{id}` and `/users/{userId}/logs`. */
export const logRoutes = () =>
  createRouter()
    .openapi(logRoute(logApi.list), async (c) => {
      const { total, isCapped, rows } = await listLogs(c.get('scope'), c.req.valid('query'));
      setLogTotal(c, total, isCapped);
      return c.json(rows.map(toLogResponse), 200);
    })
    .openapi(logRoute(logApi.get), async (c) =>
      c.json(toLogResponse(await requireLog(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(logRoute(logApi.listForUser), async (c) => {
      const { userId } = c.req.valid('param');
      const { total, isCapped, rows } = await listUserLogs(c.get('scope'), userId, c.req.valid('query'));
      setLogTotal(c, total, isCapped);
      return c.json(rows.map(toLogResponse), 200);
    });
