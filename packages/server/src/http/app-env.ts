import type { AuthContext } from '../auth/auth-context.js';
import type { Logger } from '../logger.js';

/** Per-request values Hono handlers can read with `c.get(...)`. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    tenantId: string;
    auth: AuthContext;
  };
};
