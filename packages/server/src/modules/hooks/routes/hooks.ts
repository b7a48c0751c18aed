import { hookApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { isQueryFlagOn } from '../../../http/query-flag.js';
import { countHookExecutions } from '../hook-log-queries.js';
import { countHooks, findHooks } from '../queries.js';
import { toHookResponse } from '../responses.js';
import { createHook, deleteHook, requireHook, updateHook } from '../service.js';

export const hookRoute = routesOf({ tags: ['Hooks'], security });

/** `/hooks` and `/hooks/{id}`. */
export const hookRoutes = ({ vault }: Pick<AppContext, 'vault'>) =>
  createRouter()
    .openapi(hookRoute(hookApi.list), async (c) => {
      const scope = c.get('scope');
      const { page, page_size, includeExecutionStats } = c.req.valid('query');
      const [total, rows] = await Promise.all([countHooks(scope), findHooks(scope, toPagination({ page, page_size }))]);
      const stats = isQueryFlagOn(includeExecutionStats)
        ? await countHookExecutions(scope, rows.map((row) => row.id))
        : undefined;
      setTotalNumber(c, total);
      return c.json(
        rows.map((row) => ({
          ...toHookResponse(row, vault),
          ...(stats ? { executionStats: stats.get(row.id) ?? { requestCount: 0, successCount: 0 } } : {}),
        })),
        200,
      );
    })
    .openapi(hookRoute(hookApi.create), async (c) =>
      c.json(toHookResponse(await createHook(c.get('scope'), vault, c.req.valid('json')), vault), 201),
    )
    .openapi(hookRoute(hookApi.get), async (c) => {
      const scope = c.get('scope');
      const hook = await requireHook(scope, c.req.valid('param').id);
      const withStats = isQueryFlagOn(c.req.valid('query').includeExecutionStats);
      const stats = withStats ? (await countHookExecutions(scope, [hook.id])).get(hook.id) : undefined;
      return c.json(
        {
          ...toHookResponse(hook, vault),
          ...(withStats ? { executionStats: stats ?? { requestCount: 0, successCount: 0 } } : {}),
        },
        200,
      );
    })
    .openapi(hookRoute(hookApi.update), async (c) => {
      const hook = await updateHook(c.get('scope'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(toHookResponse(hook, vault), 200);
    })
    .openapi(hookRoute(hookApi.delete), async (c) => {
      await deleteHook(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    });
