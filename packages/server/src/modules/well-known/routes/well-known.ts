import { adminTenantId, consoleClientId, consoleVersion, defaultTenantId, wellKnownApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { publicTenantEndpoint } from '../../../tenancy/tenant-subdomains.js';
import { managementApiIndicator, tenantIssuer, tenantPathPrefix } from '../../../tenancy/tenant-urls.js';
import { signInAppWellKnownRoutes } from './sign-in-app.js';

/** Scopes the console asks for when it signs a user in (spec 000 §4.1). */
export const consoleSignInScopes = [
  'openid',
  'offline_access',
  'profile',
  'email',
  'identities',
  'custom_data',
  'all',
];

const wellKnownRoute = routesOf({ tags: ['Well-known'] });

export const wellKnownRoutes = ({ config, tenants, database, vault }: Pick<AppContext, 'config' | 'tenants' | 'database' | 'vault'>) =>
  createRouter()
    .route('/', signInAppWellKnownRoutes({ database, vault }))
    .openapi(wellKnownRoute(wellKnownApi.getConsoleConfig), (c) =>
      c.json(
        {
          edition: config.edition,
          version: consoleVersion,
          devFeaturesEnabled: config.devFeatures,
          releaseCheckEnabled: config.releaseCheck,
          signIn: {
            issuer: tenantIssuer(config.endpoint, adminTenantId),
            clientId: consoleClientId,
            resource: managementApiIndicator(defaultTenantId),
            scopes: consoleSignInScopes,
            firstAdminUrl: `${config.endpoint}${tenantPathPrefix(adminTenantId)}/first-admin`,
          },
          analytics: config.analyticsUrl
            ? { url: config.analyticsUrl, consoleOrigin: new URL(config.endpoint).origin }
            : null,
        },
        200,
      ),
    )
    .openapi(wellKnownRoute(wellKnownApi.getTenantEndpoint), async (c) => {
      const { tenantId } = c.req.valid('param');
      // The console asks this to tell a real tenant from a typo; an endpoint for any id would lie.
      if (!(await tenants.exists(tenantId))) {
        throw new RequestError('tenant.not_found', 404, { tenantId });
      }
      return c.json({ user: publicTenantEndpoint(config, tenantId) }, 200);
    });
