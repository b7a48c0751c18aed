import { firstPage, hookApi, pageSize } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { setTotalNumber } from '../../../http/pagination.js';
import { isQueryFlagOn } from '../../../http/query-flag.js';
import { RequestError } from '../../../errors/request-error.js';
import { toLogResponse } from '../../logs/responses.js';
import { logCountCap } from '../../logs/service.js';
import { sendHookRequest } from '../delivery.js';
import { countHookLogs, findHookLogs, toRecentWindow } from '../hook-log-queries.js';
import { toHookResponse } from '../responses.js';
import { samplePayload } from '../sample-payload.js';
import { regenerateSigningKey, requireHook } from '../service.js';
import { hookRoute } from './hooks.js';

/** `/hooks/{id}/recent-logs`, `/test` and `/signing-key`. */
export const hookActionRoutes = ({ vault, config, outbound }: Pick<AppContext, 'vault' | 'config' | 'outbound'>) =>
  createRouter()
    .openapi(hookRoute(hookApi.recentLogs), async (c) => {
      const scope = c.get('scope');
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      await requireHook(scope, id);
      const window = { ...toRecentWindow(query), logKey: query.logKey };
      const size = query.page_size ?? pageSize.default;
      const page = { limit: size, offset: ((query.page ?? firstPage) - firstPage) * size };
      const capped = isQueryFlagOn(query.enableCap);
      const [total, rows] = await Promise.all([
        countHookLogs(scope, id, window, capped ? logCountCap + 1 : undefined),
        findHookLogs(scope, id, window, page),
      ]);
      setTotalNumber(c, total);
      if (capped && total > logCountCap) {
        c.header('Total-Number-Is-Capped', 'true');
      }
      return c.json(
        rows.map((row) => {
          const { tenantId: _tenantId, ...log } = toLogResponse(row);
          return log;
        }),
        200,
      );
    })
    .openapi(hookRoute(hookApi.test), async (c) => {
      const scope = c.get('scope');
      const { id } = c.req.valid('param');
      const { events, config: hookConfig } = c.req.valid('json');
      const hook = await requireHook(scope, id);
      const [event = 'PostSignIn'] = events;
      const attempt = await sendHookRequest(
        {
          url: hookConfig.url,
          headers: hookConfig.headers,
          payload: samplePayload(hook.id, event),
          signingKey: vault.decrypt(hook.signing_key),
          timeoutMs: config.hooks.timeoutMs,
        },
        outbound,
      );
      const result = {
        result: attempt.ok ? ('Success' as const) : ('Error' as const),
        durationMs: attempt.durationMs,
        ...(attempt.response ? { response: attempt.response } : {}),
        ...(attempt.error ? { error: attempt.error } : {}),
      };
      if (!attempt.ok) {
        throw new RequestError('hook.send_test_payload_failed', 422, result);
      }
      return c.json(result, 200);
    })
    .openapi(hookRoute(hookApi.regenerateSigningKey), async (c) => {
      const hook = await regenerateSigningKey(c.get('scope'), vault, c.req.valid('param').id);
      return c.json(toHookResponse(hook, vault), 200);
    });
