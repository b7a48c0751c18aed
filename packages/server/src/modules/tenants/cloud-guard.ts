import type { MiddlewareHandler } from 'hono';
import { adminTenantId, cloudApiIndicator, type cloudScopes } from '@tessera/schemas';
import type { AppContext } from '../../app-context.js';
import type { AuthContext } from '../../auth/auth-context.js';
import { withBearerChallenge } from '../../auth/bearer-challenge.js';
import { publicJwks, verifyAccessToken } from '../../auth/verify-access-token.js';
import { RequestError } from '../../errors/request-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { tenantIssuer } from '../../tenancy/tenant-urls.js';
import { isActiveUser } from '../users/service.js';

export type CloudScope = (typeof cloudScopes)[number];

/**
 * Guards the cloud API: only in the cloud edition and only on the admin tenant (404 elsewhere, as
 * if the routes did not exist); then an access token the admin tenant issued to an active console
 * user (not a machine) for the cloud API resource. Scopes are checked per route.
 */
export const cloudApiGuard = ({
  config,
  providers,
  tenantScope,
}: Pick<AppContext, 'config' | 'providers' | 'tenantScope'>): MiddlewareHandler<AppEnv> => {
  const issuer = {
    tenantId: adminTenantId,
    issuer: tenantIssuer(config.endpoint, adminTenantId),
    publicKeys: async () => publicJwks((await providers.get(adminTenantId)).privateKeys),
  };
  const adminScope = tenantScope(adminTenantId);
  return async (c, next) => {
    if (config.edition !== 'cloud' || c.get('tenantId') !== adminTenantId) {
      throw new RequestError('route.not_found', 404, { method: c.req.method, path: c.req.path });
    }
    const auth = await withBearerChallenge(c, cloudApiIndicator, async () => {
      const verified = await verifyAccessToken(c.req.header('authorization'), [issuer], cloudApiIndicator);
      if (verified.clientId !== undefined && verified.subject === verified.clientId) {
        throw new RequestError('auth.forbidden', 403);
      }
      if (!(await isActiveUser(adminScope, verified.subject))) {
        throw new RequestError('auth.unauthorized', 401);
      }
      return verified;
    });
    c.set('auth', auth);
    await next();
  };
};

/** The token must carry the cloud scope the route needs (403 `auth.insufficient_permissions`). */
export function assertCloudScope(auth: AuthContext, scope: CloudScope) {
  if (!auth.scopes.includes(scope)) {
    throw new RequestError('auth.insufficient_permissions', 403);
  }
}
