import type { Context, MiddlewareHandler } from 'hono';
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

type GuardContext = Pick<AppContext, 'config' | 'providers' | 'tenantScope'>;

/**
 * What every guard of the cloud API checks first: the cloud edition and the admin tenant (404
 * elsewhere, as if the routes did not exist), then the request's bearer token, verified by the
 * answered function for the audience it is given: an access token the admin tenant issued to an
 * active console user (not a machine) for that audience.
 */
export const consoleUserTokenGuard = ({ config, providers, tenantScope }: GuardContext) => {
  const issuer = {
    tenantId: adminTenantId,
    issuer: tenantIssuer(config.endpoint, adminTenantId),
    publicKeys: async () => publicJwks((await providers.get(adminTenantId)).privateKeys),
  };
  const adminScope = tenantScope(adminTenantId);
  return {
    assertCloudApiHost: (c: Context<AppEnv>) => {
      if (config.edition !== 'cloud' || c.get('tenantId') !== adminTenantId) {
        throw new RequestError('route.not_found', 404, { method: c.req.method, path: c.req.path });
      }
    },
    verifyConsoleUser: (c: Context<AppEnv>, audience: string): Promise<AuthContext> =>
      withBearerChallenge(c, audience, async () => {
        const verified = await verifyAccessToken(c.req.header('authorization'), [issuer], audience);
        if (verified.clientId !== undefined && verified.subject === verified.clientId) {
          throw new RequestError('auth.forbidden', 403);
        }
        if (!(await isActiveUser(adminScope, verified.subject))) {
          throw new RequestError('auth.unauthorized', 401);
        }
        return verified;
      }),
  };
};

/** Guards the cloud API: a console user's token for the cloud API resource. Scopes are checked per route. */
export const cloudApiGuard = (context: GuardContext): MiddlewareHandler<AppEnv> => {
  const { assertCloudApiHost, verifyConsoleUser } = consoleUserTokenGuard(context);
  return async (c, next) => {
    assertCloudApiHost(c);
    c.set('auth', await verifyConsoleUser(c, cloudApiIndicator));
    await next();
  };
};

/** The token must carry the cloud scope the route needs (403 `auth.insufficient_permissions`). */
export function assertCloudScope(auth: AuthContext, scope: CloudScope) {
  if (!auth.scopes.includes(scope)) {
    throw new RequestError('auth.insufficient_permissions', 403);
  }
}
