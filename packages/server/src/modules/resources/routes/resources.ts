import { resourceApi } from '@tessera/schemas';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { countResources, findResources, findScopesByResourceIds } from '../queries.js';
import { toResourceResponse, toScopeResponse } from '../responses.js';
import {
  createResource,
  deleteResource,
  requireResource,
  setResourceIsDefault,
  updateResource,
} from '../service.js';

export const resourceRoute = routesOf({ tags: ['API resources'], security });

/** `includeScopes` is on for `true`, `1` or `yes` (any case); anything else leaves scopes out. */
const includeScopesValues = new Set(['true', '1', 'yes']);
const includesScopes = (value: string | undefined) =>
  value !== undefined && includeScopesValues.has(value.toLowerCase());

export const resourceRoutes = () =>
  createRouter()
    .openapi(resourceRoute(resourceApi.list), async (c) => {
      const scope = c.get('scope');
      const { search, includeScopes, ...pagination } = c.req.valid('query');
      const [total, rows] = await Promise.all([
        countResources(scope, { search }),
        findResources(scope, { search }, toPagination(pagination)),
      ]);
      setTotalNumber(c, total);
      const resources = rows.map(toResourceResponse);
      if (!includesScopes(includeScopes)) {
        return c.json(resources, 200);
      }
      const scopes = await findScopesByResourceIds(scope, rows.map((row) => row.id));
      return c.json(
        resources.map((resource) => ({
          ...resource,
          scopes: scopes.filter((item) => item.resource_id === resource.id).map(toScopeResponse),
        })),
        200,
      );
    })
    .openapi(resourceRoute(resourceApi.create), async (c) => {
      const resource = await createResource(c.get('scope'), c.req.valid('json'));
      return c.json({ ...toResourceResponse(resource), scopes: [] }, 201);
    })
    .openapi(resourceRoute(resourceApi.get), async (c) =>
      c.json(toResourceResponse(await requireResource(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(resourceRoute(resourceApi.update), async (c) => {
      const resource = await updateResource(c.get('scope'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(toResourceResponse(resource), 200);
    })
    .openapi(resourceRoute(resourceApi.delete), async (c) => {
      await deleteResource(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(resourceRoute(resourceApi.setIsDefault), async (c) => {
      const { id } = c.req.valid('param');
      const resource = await setResourceIsDefault(c.get('scope'), id, c.req.valid('json').isDefault);
      return c.json(toResourceResponse(resource), 200);
    });
