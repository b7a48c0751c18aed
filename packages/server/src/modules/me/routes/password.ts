import { IncomingMessage } from 'node:http';
import { adminTenantId, meApi, type PwnedRangeFetcher } from '@tessera/schemas';
import type { Context } from 'hono';
import type { AppContext } from '../../../app-context.js';
import type { AppEnv } from '../../../http/app-env.js';
import { createRouter } from '../../../http/create-router.js';
import type { ClientIpResolver } from '../../sentinel/client-ip.js';
import { credentialRateLimit } from '../../sentinel/credential-rate-limit.js';
import { meRoute } from '../me-contract.js';
import { changePassword, verifyCurrentPassword } from '../password-service.js';
import { createReauthenticationStore } from '../reauthentication.js';
import { findCurrentUser } from '../service.js';

/** The peer address, when the request came through the Node server (always, outside unit tests). */
const requestIp = (c: Context<AppEnv>, clientIp: ClientIpResolver) => {
  const env: unknown = c.env;
  const incoming = typeof env === 'object' && env !== null ? (env as { incoming?: unknown }).incoming : undefined;
  return incoming instanceof IncomingMessage ? clientIp(incoming) : undefined;
};

export type PasswordRouteOptions = { pwnedRange: PwnedRangeFetcher };

export const passwordRoutes = (
  { tenantScope, clientIp, rateLimiter, ephemeral }: Pick<AppContext, 'tenantScope' | 'clientIp' | 'rateLimiter' | 'ephemeral'>,
  options: PasswordRouteOptions,
) => {
  const scope = tenantScope(adminTenantId);
  const store = createReauthenticationStore(ephemeral);
  const verifyPassword = meRoute(meApi.verifyPassword);
  const router = createRouter();
  router.use(verifyPassword.path, credentialRateLimit(rateLimiter, 'me-password-verify', clientIp));
  return router
    .openapi(verifyPassword, async (c) => {
      const user = await findCurrentUser(scope, c.get('auth').subject);
      await verifyCurrentPassword(
        scope,
        user,
        { password: c.req.valid('json').password, ip: requestIp(c, clientIp) },
        { store, logger: c.get('logger') },
      );
      return c.body(null, 204);
    })
    .openapi(meRoute(meApi.updatePassword), async (c) => {
      const user = await findCurrentUser(scope, c.get('auth').subject);
      await changePassword(scope, user, c.req.valid('json').password, {
        store,
        pwnedRange: options.pwnedRange,
        logger: c.get('logger'),
      });
      return c.body(null, 204);
    });
};
