import type { MiddlewareHandler } from 'hono';
import { tenantApi } from '@tessera/schemas';
import type { AppContext } from '../../app-context.js';
import { security } from '../../http/contract-parts.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { AppEnv } from '../../http/app-env.js';
import { createRouter } from '../../http/create-router.js';
import { routesOf } from '../../http/endpoint-route.js';
import { assertCloudScope, cloudApiGuard } from './cloud-guard.js';
import type { PlanCatalogue } from '../subscriptions/plan-catalogue.js';
import { describeTenant, findMemberTenants, type TenantView } from './member-tenants.js';
import { createTenant, deleteTenant, updateTenant, type TenantsDependencies } from './service.js';

const tenantRoute = routesOf({ tags: ['Tenants'], security });

/**
 * The cloud API's `/tenants` (cloud edition, admin tenant only): the caller's tenants, and
 * creating, renaming and deleting them. Every route is behind the cloud API guard; `settle`
 * (the composition root's) makes writes answer once their cache invalidations have spread.
 */
export const tenantsArea = (
  context: AppContext,
  settle: MiddlewareHandler<AppEnv>,
  catalogue: PlanCatalogue,
  endBilling: TenantsDependencies['endBilling'],
  adminScope: TenantScope,
) => {
  const { config, database, databases, bus } = context;
  const view: TenantView = { endpoint: config.endpoint, tenantSubdomains: config.tenantSubdomains, catalogue };
  const dependencies: TenantsDependencies = { db: database.db, databases, adminScope, bus, endBilling };
  const routes = createRouter()
    .openapi(tenantRoute(tenantApi.list), async (c) => {
      const auth = c.get('auth');
      assertCloudScope(auth, 'manage:tenant:self');
      return c.json(await findMemberTenants(databases, dependencies.adminScope, auth.subject, view), 200);
    })
    .openapi(tenantRoute(tenantApi.create), async (c) => {
      const auth = c.get('auth');
      assertCloudScope(auth, 'create:tenant');
      const tenant = await createTenant(dependencies, auth.subject, c.req.valid('json'));
      return c.json(await describeTenant(databases, tenant, 'admin', view), 200);
    })
    .openapi(tenantRoute(tenantApi.update), async (c) => {
      const auth = c.get('auth');
      assertCloudScope(auth, 'manage:tenant:self');
      const tenant = await updateTenant(dependencies, auth.subject, c.req.valid('param').id, c.req.valid('json'));
      return c.json(await describeTenant(databases, tenant, 'admin', view), 200);
    })
    .openapi(tenantRoute(tenantApi.delete), async (c) => {
      const auth = c.get('auth');
      assertCloudScope(auth, 'manage:tenant:self');
      await deleteTenant(dependencies, auth.subject, c.req.valid('param').id);
      return c.body(null, 204);
    });

  // The guard covers exactly the paths declared here, so other paths keep their own answers.
  const router = createRouter();
  const guard = cloudApiGuard(context);
  for (const path of new Set(routes.routes.map((route) => route.path))) {
    router.use(path, settle, guard);
  }
  return router.route('/', routes);
};
