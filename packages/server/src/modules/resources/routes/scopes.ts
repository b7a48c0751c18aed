import { resourceApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { countScopes, findScopes } from '../queries.js';
import { toScopeResponse } from '../responses.js';
import { createScope, deleteScope, requireResource, updateScope } from '../service.js';
import { resourceRoute } from './resources.js';

export const resourceScopeRoutes = () =>
  createRouter()
    .openapi(resourceRoute(resourceApi.listScopes), async (c) => {
      const scope = c.get('scope');
      const { resourceId } = c.req.valid('param');
      const { search, ...pagination } = c.req.valid('query');
      await requireResource(scope, resourceId);
      const filter = { resourceId, search };
      const [total, rows] = await Promise.all([
        countScopes(scope, filter),
        findScopes(scope, filter, toPagination(pagination)),
      ]);
      setTotalNumber(c, total);
      return c.json(rows.map(toScopeResponse), 200);
    })
    .openapi(resourceRoute(resourceApi.createScope), async (c) => {
      const created = await createScope(c.get('scope'), c.req.valid('param').resourceId, c.req.valid('json'));
      return c.json(toScopeResponse(created), 201);
    })
    .openapi(resourceRoute(resourceApi.updateScope), async (c) => {
      const { resourceId, scopeId } = c.req.valid('param');
      const updated = await updateScope(c.get('scope'), resourceId, scopeId, c.req.valid('json'));
      return c.json(toScopeResponse(updated), 200);
    })
    .openapi(resourceRoute(resourceApi.deleteScope), async (c) => {
      const { resourceId, scopeId } = c.req.valid('param');
      await deleteScope(c.get('scope'), resourceId, scopeId);
      return c.body(null, 204);
    });
