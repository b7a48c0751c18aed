import { ssoConnectorApi } from '@tessera/schemas';
import type { Context } from 'hono';
import type { AppContext } from '../../../app-context.js';
import type { AppEnv } from '../../../http/app-env.js';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { requestTenantBaseUrl } from '../../../tenancy/tenant-base-url.js';
import { describeProvider, ssoProviders } from '../providers.js';
import {
  createSsoConnector,
  deleteSsoConnector,
  describeSsoConnector,
  listSsoConnectors,
  updateSsoConnector,
  type SsoConnectorContext,
} from '../service.js';

export const ssoConnectorRoute = routesOf({ tags: ['SSO connectors'], security });


/** `/sso-connector-providers` and the tenant's `/sso-connectors`. */
export const ssoConnectorRoutes = ({ vault }: Pick<AppContext, 'vault'>) => {
  const contextOf = (c: Context<AppEnv>): SsoConnectorContext => {
    const scope = c.get('scope');
    return { scope, vault, tenantBaseUrl: requestTenantBaseUrl(c) };
  };
  return createRouter()
    .openapi(ssoConnectorRoute(ssoConnectorApi.listProviders), (c) => c.json(ssoProviders.map(describeProvider), 200))
    .openapi(ssoConnectorRoute(ssoConnectorApi.list), async (c) => {
      const { total, connectors } = await listSsoConnectors(contextOf(c), toPagination(c.req.valid('query')));
      setTotalNumber(c, total);
      return c.json(connectors, 200);
    })
    .openapi(ssoConnectorRoute(ssoConnectorApi.create), async (c) =>
      c.json(await createSsoConnector(contextOf(c), c.req.valid('json')), 200),
    )
    .openapi(ssoConnectorRoute(ssoConnectorApi.get), async (c) =>
      c.json(await describeSsoConnector(contextOf(c), c.req.valid('param').id), 200),
    )
    .openapi(ssoConnectorRoute(ssoConnectorApi.update), async (c) =>
      c.json(await updateSsoConnector(contextOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(ssoConnectorRoute(ssoConnectorApi.delete), async (c) => {
      await deleteSsoConnector(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    });
};
