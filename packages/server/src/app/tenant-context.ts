import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { defaultTenantId } from '@tessera/schemas';
import { RequestError } from '../errors/request-error.js';
import { getRequestTenant } from '../tenancy/tenant-of-request.js';
import type { TenantRegistry } from '../tenancy/tenant-registry.js';
import type { TenantScope } from '../db/tenant-scope.js';
import type { AppEnv } from '../http/app-env.js';

/**
 * Puts the dispatcher's tenant and its scope on the context, once for every handler below;
 * unknown tenants end here with 404.
 */
export const tenantContext =
  (tenants: TenantRegistry, tenantScope: (tenantId: string) => TenantScope): MiddlewareHandler<AppEnv & { Bindings: Partial<HttpBindings> }> =>
  async (c, next) => {
    const tenantId = getRequestTenant(c.env?.incoming) ?? defaultTenantId;
    if (!(await tenants.exists(tenantId))) {
      throw new RequestError('tenant.not_found', 404, { tenantId });
    }
    c.set('tenantId', tenantId);
    c.set('scope', tenantScope(tenantId));
    await next();
  };
