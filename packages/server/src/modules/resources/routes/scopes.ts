import { createRoute, z } from '@hono/zod-openapi';
import { lengthLimits, paginationQuery } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { scopeToTenant } from '../../../db/tenant-scope.js';
import { createRouter } from '../../../http/create-router.js';
import {
  setTotalNumber,
  toPagination,
  totalNumberHeader,
} from '../../../http/pagination.js';
import { countScopes, findScopes } from '../queries.js';
import { scopeResponse, toScopeResponse } from '../responses.js';
import { createScope, deleteScope, requireResource, updateScope } from '../service.js';
import { json, pathId, security } from '../../../http/contract-parts.js';

const tags = ['API resources'];
const resourceId = pathId('resourceId');
const scopeId = pathId('scopeId');

const nameGuard = z
  .string()
  .min(1)
  .max(lengthLimits.scopeName)
  .openapi({ description: 'Unique within the resource; no spaces (`scope.name_with_space`).' });
const descriptionGuard = z.string().max(lengthLimits.scopeName * 8).nullable();

const listScopes = createRoute({
  method: 'get',
  path: '/resources/{resourceId}/scopes',
  tags,
  summary: 'List the scopes of an API resource',
  description: 'Newest first; `search` matches a substring of the name, description or id.',
  security,
  request: {
    params: z.object({ resourceId }),
    query: paginationQuery.extend({ search: z.string().max(256).optional() }),
  },
  responses: {
    200: { description: 'A page of scopes.', headers: totalNumberHeader, content: json(z.array(scopeResponse)) },
    404: { description: 'No resource with this id.' },
  },
});

const createScopeRoute = createRoute({
  method: 'post',
  path: '/resources/{resourceId}/scopes',
  tags,
  summary: 'Create a scope of an API resource',
  security,
  request: {
    params: z.object({ resourceId }),
    body: {
      required: true,
      content: json(z.object({ name: nameGuard, description: descriptionGuard.optional() })),
    },
  },
  responses: {
    201: { description: 'The created scope.', content: json(scopeResponse) },
    400: { description: 'Invalid body, or a name with spaces.' },
    404: { description: 'No resource with this id.' },
    422: { description: 'The name exists, or the resource is the Management API.' },
  },
});

const patchScope = createRoute({
  method: 'patch',
  path: '/resources/{resourceId}/scopes/{scopeId}',
  tags,
  summary: 'Update a scope of an API resource',
  security,
  request: {
    params: z.object({ resourceId, scopeId }),
    body: {
      required: true,
      content: json(z.object({ name: nameGuard.optional(), description: descriptionGuard.optional() })),
    },
  },
  responses: {
    200: { description: 'The updated scope.', content: json(scopeResponse) },
    400: { description: 'Invalid body, or a name with spaces.' },
    404: { description: 'No such resource, or no such scope in it.' },
    422: { description: 'The name exists, or the resource is the Management API.' },
  },
});

const deleteScopeRoute = createRoute({
  method: 'delete',
  path: '/resources/{resourceId}/scopes/{scopeId}',
  tags,
  summary: 'Delete a scope of an API resource',
  description: 'Roles holding the scope lose it; tokens issued afterwards no longer carry it.',
  security,
  request: { params: z.object({ resourceId, scopeId }) },
  responses: {
    204: { description: 'Deleted.' },
    404: { description: 'No such resource, or no such scope in it.' },
    422: { description: 'The resource is the Management API.' },
  },
});

export const resourceScopeRoutes = ({ database, bus }: AppContext) => {
  const changed = (tenantId: string) => bus.publish({ kind: 'resources', tenantId });
  return createRouter()
    .openapi(listScopes, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      const { resourceId: id } = c.req.valid('param');
      const { search, ...pagination } = c.req.valid('query');
      await requireResource(scope, id);
      const filter = { resourceId: id, search };
      const [total, rows] = await Promise.all([
        countScopes(scope, filter),
        findScopes(scope, filter, toPagination(pagination)),
      ]);
      setTotalNumber(c, total);
      return c.json(rows.map(toScopeResponse), 200);
    })
    .openapi(createScopeRoute, async (c) => {
      const tenantId = c.get('tenantId');
      const scope = scopeToTenant(database.db, tenantId);
      const created = await createScope(scope, c.req.valid('param').resourceId, c.req.valid('json'));
      changed(tenantId);
      return c.json(toScopeResponse(created), 201);
    })
    .openapi(patchScope, async (c) => {
      const tenantId = c.get('tenantId');
      const scope = scopeToTenant(database.db, tenantId);
      const params = c.req.valid('param');
      const updated = await updateScope(scope, params.resourceId, params.scopeId, c.req.valid('json'));
      changed(tenantId);
      return c.json(toScopeResponse(updated), 200);
    })
    .openapi(deleteScopeRoute, async (c) => {
      const tenantId = c.get('tenantId');
      const params = c.req.valid('param');
      await deleteScope(scopeToTenant(database.db, tenantId), params.resourceId, params.scopeId);
      changed(tenantId);
      return c.body(null, 204);
    });
};
