import { configApi } from '@tessera/schemas';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import {
  findAdminConsoleData,
  findIdTokenConfig,
  findOidcSessionConfig,
  updateAdminConsoleData,
  updateOidcSessionConfig,
  upsertIdTokenConfig,
} from '../settings-service.js';

const settingsRoute = routesOf({ tags: ['Configs'], security });

/** `/configs/oidc/session`, `/configs/id-token`, `/configs/admin-console`. */
export const settingsRoutes = () =>
  createRouter()
    .openapi(settingsRoute(configApi.getOidcSession), async (c) => c.json(await findOidcSessionConfig(c.get('scope')), 200))
    .openapi(settingsRoute(configApi.updateOidcSession), async (c) =>
      c.json(await updateOidcSessionConfig(c.get('scope'), c.req.valid('json')), 200),
    )
    .openapi(settingsRoute(configApi.getIdToken), async (c) => c.json(await findIdTokenConfig(c.get('scope')), 200))
    .openapi(settingsRoute(configApi.upsertIdToken), async (c) =>
      c.json(await upsertIdTokenConfig(c.get('scope'), c.req.valid('json')), 200),
    )
    .openapi(settingsRoute(configApi.updateIdToken), async (c) =>
      c.json(await upsertIdTokenConfig(c.get('scope'), c.req.valid('json')), 200),
    )
    .openapi(settingsRoute(configApi.getAdminConsole), async (c) => c.json(await findAdminConsoleData(c.get('scope')), 200))
    .openapi(settingsRoute(configApi.updateAdminConsole), async (c) =>
      c.json(await updateAdminConsoleData(c.get('scope'), c.req.valid('json')), 200),
    );
