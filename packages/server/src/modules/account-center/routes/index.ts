import { accountCenterApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { security } from '../../../http/contract-parts.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { findAccountCenter, updateAccountCenter } from '../service.js';

const managementRoute = routesOf({ tags: ['Account center'], security });
const publicRoute = routesOf({ tags: ['Well-known'] });

/** `GET,PATCH /account-center`: a Management API area (behind the management guard). */
export const accountCenterArea = (_context: AppContext) =>
  createRouter()
    .openapi(managementRoute(accountCenterApi.get), async (c) => c.json(await findAccountCenter(c.get('scope')), 200))
    .openapi(managementRoute(accountCenterApi.update), async (c) =>
      c.json(await updateAccountCenter(c.get('scope'), c.req.valid('json')), 200),
    );

/** `GET /.well-known/account-center`: public, so any app can tell what its account page may offer. */
export const wellKnownAccountCenterRoutes = (_context: AppContext) =>
  createRouter().openapi(publicRoute(accountCenterApi.wellKnown), async (c) => {
    const { tenantId: _tenantId, id: _id, ...settings } = await findAccountCenter(c.get('scope'));
    return c.json(settings, 200);
  });
