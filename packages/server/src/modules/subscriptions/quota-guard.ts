import type { Context, MiddlewareHandler } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import type { AppEnv } from '../../http/app-env.js';
import { findTenantById } from '../../tenancy/tenant-queries.js';
import type { PlanCatalogue } from './plan-catalogue.js';
import { assertWithinQuota, findExceededQuota } from './quota-check.js';
import { quotaRules, type QuotaRequest, type QuotaRule } from './quota-rules.js';
import { findTenantPlan } from './subscription.js';

/** The JSON body as an object, or an empty one: the route's own validation answers bad bodies. */
async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The quota of the plan `scope`'s tenant is on; `db` is the home database, where billing is kept. */
export async function findPlanQuota(db: Kysely<Database>, scope: TenantScope, catalogue: PlanCatalogue) {
  const { plan } = await findTenantPlan(scopeToTenant(db, scope.tenantId), catalogue, async () => (await findTenantById(db, scope.tenantId))?.tag ?? 'production');
  return plan.quota;
}

const quotaGuard =
  (rule: QuotaRule, db: Kysely<Database>, catalogue: PlanCatalogue): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const scope = c.get('scope');
    const request: QuotaRequest = { scope, params: c.req.param(), body: await readBody(c) };
    const quota = await findPlanQuota(db, scope, catalogue);
    assertWithinQuota(await findExceededQuota(rule.checks, request, quota));
    await next();
  };

/**
 * Holds each tenant's Management API writes to its plan (cloud edition): one guard per entry of
 * the quota table, on the entry's method and path. Register it after the Management API's token
 * guard and before the routes, so a caller learns about quotas only once authenticated.
 */
export function registerQuotaGuards(api: OpenAPIHono<AppEnv>, db: Kysely<Database>, catalogue: PlanCatalogue) {
  for (const rule of quotaRules) {
    api.on(rule.method, rule.path, quotaGuard(rule, db, catalogue));
  }
}
