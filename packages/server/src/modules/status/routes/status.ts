import { statusApi } from '@tessera/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { RequestError } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { reuseRecentResult } from '../../../utils/recent-result.js';
import { checkReadiness } from '../readiness.js';

const statusCheckIntervalMs = 1000;

// Public: load balancers and orchestrators call them without a token.
const statusRoute = routesOf({ tags: ['Status'] });

export const statusRoutes = (db: Kysely<Database>) => {
  // Probes may come thousands of times a second; the database answers for all of them at most
  // once a second (readiness asks it every time).
  const checkDatabase = reuseRecentResult(async () => {
    await db.selectFrom('tenants').select('id').limit(1).execute();
  }, statusCheckIntervalMs);
  return createRouter()
    .openapi(statusRoute(statusApi.get), async (c) => {
      await checkDatabase();
      return c.body(null, 204);
    })
    .openapi(statusRoute(statusApi.live), (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(statusRoute(statusApi.ready), async (c) => {
      const checks = await checkReadiness(db);
      if (checks.database !== 'ok') {
        throw new RequestError('database.unavailable', 503, { checks });
      }
      if (checks.migrations !== 'ok') {
        throw new RequestError('database.migrations_pending', 503, { checks });
      }
      return c.json({ status: 'ok' as const, checks }, 200);
    });
};
