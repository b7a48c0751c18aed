import type { AuthContext } from '../auth/auth-context.js';
import type { TenantScope } from '../db/tenant-scope.js';
import type { Logger } from '../logger.js';
import type { TenantLocation } from '../tenancy/tenant-location.js';

/** Per-request values Hono handlers can read with `c.get(...)`. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    tenantId: string;
    /** Where the request reached the tenant: the service host's path or a custom domain. */
    location: TenantLocation;
    /** The addressed tenant's scope, set once per request with the tenant. */
    scope: TenantScope;
    auth: AuthContext;
  };
};
