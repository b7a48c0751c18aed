import { oidcKeyApi } from '@tessera/schemas';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { deleteOidcKey, findOidcKeys, rotateOidcKeys } from '../oidc-key-service.js';

const oidcKeyRoute = routesOf({ tags: ['Signing keys'], security });

export const oidcKeyRoutes = () =>
  createRouter()
    .openapi(oidcKeyRoute(oidcKeyApi.list), async (c) =>
      c.json(await findOidcKeys(c.get('scope'), c.req.valid('param').keyType), 200),
    )
    .openapi(oidcKeyRoute(oidcKeyApi.rotate), async (c) => {
      const { keyType } = c.req.valid('param');
      return c.json(await rotateOidcKeys(c.get('scope'), keyType, c.req.valid('json')), 200);
    })
    .openapi(oidcKeyRoute(oidcKeyApi.delete), async (c) => {
      const { keyType, keyId } = c.req.valid('param');
      await deleteOidcKey(c.get('scope'), keyType, keyId);
      return c.body(null, 204);
    });
