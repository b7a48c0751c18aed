import type { MiddlewareHandler } from 'hono';
import { tenantSuspensionApi } from '@tessera/schemas';
import type { AppContext } from '../../app-context.js';
import { security } from '../../http/contract-parts.js';
import type { AppEnv } from '../../http/app-env.js';
import { createRouter } from '../../http/create-router.js';
import { routesOf } from '../../http/endpoint-route.js';
import { assertCloudScope, cloudApiGuard } from '../tenants/cloud-guard.js';
import { suspendTenant, unsuspendTenant, type SuspensionDependencies } from './service.js';

const route = routesOf({ tags: ['Tenant suspension'], security });

/**
 * The cloud API's `/tenants/{id}/suspension` (cloud edition, admin tenant only), for operators:
 * console users holding the admin tenant's `operator` role, whose tokens carry `suspend:tenant`.
 */
export const tenantSuspensionArea = (context: AppContext, settle: MiddlewareHandler<AppEnv>) => {
  const dependencies: SuspensionDependencies = { db: context.database.db, scopeOf: context.tenantScope };
  const routes = createRouter()
    .openapi(route(tenantSuspensionApi.suspend), async (c) => {
      assertCloudScope(c.get('auth'), 'suspend:tenant');
      return c.json(await suspendTenant(dependencies, c.req.valid('param').id), 200);
    })
    .openapi(route(tenantSuspensionApi.unsuspend), async (c) => {
      assertCloudScope(c.get('auth'), 'suspend:tenant');
      return c.json(await unsuspendTenant(dependencies, c.req.valid('param').id), 200);
    });

  // The guard covers exactly the paths declared here, so other paths keep their own answers.
  const router = createRouter();
  const guard = cloudApiGuard(context);
  for (const path of new Set(routes.routes.map((each) => each.path))) {
    router.use(path, settle, guard);
  }
  return router.route('/', routes);
};
