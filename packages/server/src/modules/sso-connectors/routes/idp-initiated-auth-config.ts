import { ssoConnectorIdpInitiatedAuthConfigApi as api } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import {
  getIdpInitiatedAuthConfig,
  removeIdpInitiatedAuthConfig,
  setIdpInitiatedAuthConfig,
} from '../idp-initiated-auth-config.js';
import { ssoConnectorRoute } from './sso-connectors.js';

/** `/sso-connectors/{id}/idp-initiated-auth-config`: the settings only, not the sign-in itself. */
export const idpInitiatedAuthConfigRoutes = () =>
  createRouter()
    .openapi(ssoConnectorRoute(api.get), async (c) =>
      c.json(await getIdpInitiatedAuthConfig(c.get('scope'), c.req.valid('param').id), 200),
    )
    .openapi(ssoConnectorRoute(api.put), async (c) =>
      c.json(await setIdpInitiatedAuthConfig(c.get('scope'), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(ssoConnectorRoute(api.delete), async (c) => {
      await removeIdpInitiatedAuthConfig(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    });
