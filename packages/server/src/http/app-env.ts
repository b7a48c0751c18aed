import type { Logger } from '../logger.js';

/** Who called, proven by a verified bearer token. */
export type AuthContext = {
  /** `sub` of the token: a user id, or a client id for machine-to-machine tokens. */
  subject: string;
  /** The tenant whose provider issued the token (the admin tenant for console users). */
  issuerTenantId: string;
  clientId: string | undefined;
  scopes: string[];
};

/** Per-request values Hono handlers can read with `c.get(...)`. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    tenantId: string;
    auth: AuthContext;
  };
};
