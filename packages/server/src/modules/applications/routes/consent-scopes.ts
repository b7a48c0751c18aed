import { applicationApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { findConsentScopes, linkConsentScopes, unlinkConsentScope } from '../consent-scope-service.js';
import { applicationRoute } from './applications.js';

export const applicationConsentScopeRoutes = () =>
  createRouter()
    .openapi(applicationRoute(applicationApi.getConsentScopes), async (c) =>
      c.json(await findConsentScopes(c.get('scope'), c.req.valid('param').applicationId), 200),
    )
    .openapi(applicationRoute(applicationApi.addConsentScopes), async (c) => {
      const scope = c.get('scope');
      const { applicationId } = c.req.valid('param');
      await linkConsentScopes(scope, applicationId, c.req.valid('json'));
      return c.json(await findConsentScopes(scope, applicationId), 201);
    })
    .openapi(applicationRoute(applicationApi.removeConsentScope), async (c) => {
      const { applicationId, scopeType, scopeId } = c.req.valid('param');
      await unlinkConsentScope(c.get('scope'), applicationId, scopeType, scopeId);
      return c.body(null, 204);
    });
