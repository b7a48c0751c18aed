import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { defaultTenantId, statusApi } from '@tessera/schemas';
import { RequestError } from '../errors/request-error.js';
import { serviceLocation } from '../tenancy/tenant-location.js';
import { getRequestLocation } from '../tenancy/tenant-of-request.js';
import type { TenantRegistry } from '../tenancy/tenant-registry.js';
import type { TenantScope } from '../db/tenant-scope.js';
import type { AppEnv } from '../http/app-env.js';

/** Probes of the process itself: they answer the same for every tenant and never ask for one. */
const processProbes = new Set([`/api${statusApi.live.path}`, `/api${statusApi.ready.path}`]);

/**
 * Puts the dispatcher's tenant and its scope on the context, once for every handler below;
 * unknown tenants end here with 404.
 */
export const tenantContext =
  (tenants: TenantRegistry, scopeOf: (tenantId: string) => Promise<TenantScope>, endpoint: string): MiddlewareHandler<AppEnv & { Bindings: Partial<HttpBindings> }> =>
  async (c, next) => {
    if (processProbes.has(c.req.path)) {
      await next();
      return;
    }
    const location = getRequestLocation(c.env?.incoming) ?? serviceLocation(endpoint, defaultTenantId);
    const { tenantId } = location;
    if (!(await tenants.exists(tenantId))) {
      throw new RequestError('tenant.not_found', 404, { tenantId });
    }
    c.set('tenantId', tenantId);
    c.set('location', location);
    c.set('scope', await scopeOf(tenantId));
    await next();
  };
