import type { MiddlewareHandler } from 'hono';
import { adminTenantId, subscriptionApi, type TenantSubscription } from '@tessera/schemas';
import type { AppContext } from '../../app-context.js';
import { RequestError } from '../../errors/request-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { security } from '../../http/contract-parts.js';
import { createRouter } from '../../http/create-router.js';
import { routesOf } from '../../http/endpoint-route.js';
import { billingScopes } from '../../tenancy/billing-scopes.js';
import { findTenantById } from '../../tenancy/tenant-queries.js';
import { assertCloudScope, cloudApiGuard } from '../tenants/cloud-guard.js';
import { tenantOrganizationId } from '../tenants/membership.js';
import { requireTenantRole, type TenantsDependencies } from '../tenants/service.js';
import type { PlanCatalogue } from './plan-catalogue.js';
import { billingPeriod, findTenantPlan, toTenantSubscription } from './subscription.js';
import { findSubscriptionUsage } from './usage.js';
import { requireTenantPermission } from '../tenant-members/tenant-access.js';

const subscriptionRoute = routesOf({ tags: ['Subscriptions'], security });

/**
 * The cloud API's plans, SKUs and tenant subscriptions (cloud edition, admin tenant only, behind
 * the cloud API guard). A tenant's subscription and usage are for its members; cancelling is for
 * its admins, and `cancel` is the payments area's (the provider is told first).
 */
export const subscriptionsArea = (
  context: AppContext,
  settle: MiddlewareHandler<AppEnv>,
  catalogue: PlanCatalogue,
  cancel: (tenantId: string) => Promise<TenantSubscription>,
) => {
  const { database, bus } = context;
  const dependencies: TenantsDependencies = {
    db: database.db,
    databases: context.databases,
    adminScope: context.tenantScope(adminTenantId),
    bus,
  };

  /** The tenant's scopes and plan, once the caller is known to be one of its members. */
  const memberTenant = async (userId: string, tenantId: string) => {
    await requireTenantRole(dependencies, userId, tenantId);
    const tenant = await findTenantById(database.db, tenantId);
    if (!tenant) {
      throw new RequestError('tenant.not_found', 404, { tenantId });
    }
    const scopes = billingScopes(context, tenantId);
    return { scopes, ...(await findTenantPlan(scopes.billing, catalogue, async () => tenant.tag)) };
  };

  const routes = createRouter()
    .openapi(subscriptionRoute(subscriptionApi.plans), (c) => {
      assertCloudScope(c.get('auth'), 'manage:tenant:self');
      return c.json([...catalogue.plans], 200);
    })
    .openapi(subscriptionRoute(subscriptionApi.skus), (c) => {
      assertCloudScope(c.get('auth'), 'manage:tenant:self');
      const { type } = c.req.valid('query');
      return c.json(
        catalogue.skus.filter((sku) => type === undefined || sku.type === type),
        200,
      );
    })
    .openapi(subscriptionRoute(subscriptionApi.subscription), async (c) => {
      const auth = c.get('auth');
      assertCloudScope(auth, 'manage:tenant:self');
      const { row, plan } = await memberTenant(auth.subject, c.req.valid('param').tenantId);
      return c.json(toTenantSubscription(row, plan.id), 200);
    })
    .openapi(subscriptionRoute(subscriptionApi.cancel), async (c) => {
      const auth = c.get('auth');
      assertCloudScope(auth, 'manage:tenant:self');
      const { tenantId } = c.req.valid('param');
      await requireTenantPermission(dependencies.adminScope, auth, tenantId, 'manage:tenant');
      return c.json(await cancel(tenantId), 200);
    })
    .openapi(subscriptionRoute(subscriptionApi.usage), async (c) => {
      const auth = c.get('auth');
      assertCloudScope(auth, 'manage:tenant:self');
      const { tenantId } = c.req.valid('param');
      const { scopes, row, plan } = await memberTenant(auth.subject, tenantId);
      const members = { adminScope: dependencies.adminScope, organizationId: tenantOrganizationId(tenantId) };
      return c.json(await findSubscriptionUsage(await scopes.tenant(), members, plan.quota, billingPeriod(row)), 200);
    });

  // The guard covers exactly the paths declared here, so other paths keep their own answers.
  const router = createRouter();
  const guard = cloudApiGuard(context);
  for (const path of new Set(routes.routes.map((route) => route.path))) {
    router.use(path, settle, guard);
  }
  return router.route('/', routes);
};
