import type { AuthContext } from '../auth/auth-context.js';
import type { TenantScope } from '../db/tenant-scope.js';
import type { Logger } from '../logger.js';

/** Per-request values Hono handlers can read with `c.get(...)`. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    tenantId: string;
    /** The addressed tenant's scope, set once per request with the tenant. */
    scope: TenantScope;
    auth: AuthContext;
  };
};
