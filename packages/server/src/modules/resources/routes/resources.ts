import { createRoute, z } from '@hono/zod-openapi';
import { lengthLimits, seconds, tokenLifetimes, paginationQuery } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { scopeToTenant } from '../../../db/tenant-scope.js';
import { createRouter } from '../../../http/create-router.js';
import {
  setTotalNumber,
  toPagination,
  totalNumberHeader,
} from '../../../http/pagination.js';
import { countResources, findResources, findScopesByResourceIds } from '../queries.js';
import {
  resourceResponse,
  resourceWithScopesResponse,
  toResourceResponse,
  toScopeResponse,
} from '../responses.js';
import {
  createResource,
  deleteResource,
  requireResource,
  setResourceIsDefault,
  updateResource,
} from '../service.js';
import { json, security } from '../../../http/contract-parts.js';

const tags = ['API resources'];
const idParams = z.object({ id: z.string().min(1).openapi({ param: { name: 'id', in: 'path' } }) });

const truthy = new Set(['true', '1', 'yes']);
const nameGuard = z.string().min(1).max(lengthLimits.applicationName);
const accessTokenTtlGuard = z.int().min(1).max(seconds.day);
/** RFC 8707: an absolute URI (http, https, urn…) without a fragment. */
const indicatorGuard = z
  .string()
  .min(1)
  .max(2048)
  .refine(
    (value) => {
      try {
        return Boolean(new URL(value).protocol) && !value.includes('#');
      } catch {
        return false;
      }
    },
    { error: 'The indicator must be an absolute URI without a fragment' },
  );

const listResources = createRoute({
  method: 'get',
  path: '/resources',
  tags,
  summary: 'List API resources',
  description:
    'API resources of the tenant, newest first, the built-in Management API included (flagged `isManagementApi`). `search` matches a substring of the name, indicator or id; `includeScopes=true` embeds each resource\'s scopes.',
  security,
  request: {
    query: paginationQuery.extend({
      search: z.string().max(256).optional(),
      includeScopes: z.string().optional().openapi({ description: '`true`, `1` or `yes` to embed scopes.' }),
    }),
  },
  responses: {
    200: { description: 'A page of resources.', headers: totalNumberHeader, content: json(z.array(resourceWithScopesResponse)) },
  },
});

const createResourceRoute = createRoute({
  method: 'post',
  path: '/resources',
  tags,
  summary: 'Create an API resource',
  description: 'The indicator is unique in the tenant and cannot change later.',
  security,
  request: {
    body: {
      required: true,
      content: json(
        z.object({
          name: nameGuard,
          indicator: indicatorGuard,
          accessTokenTtl: accessTokenTtlGuard.default(tokenLifetimes.accessTokenSeconds),
        }),
      ),
    },
  },
  responses: {
    201: { description: 'The created resource, with no scopes yet.', content: json(resourceWithScopesResponse) },
    400: { description: 'Invalid body.' },
    422: { description: 'The indicator is already in use (`resource.indicator_in_use`).' },
  },
});

const getResource = createRoute({
  method: 'get',
  path: '/resources/{id}',
  tags,
  summary: 'Get an API resource',
  security,
  request: { params: idParams },
  responses: {
    200: { description: 'The resource.', content: json(resourceResponse) },
    404: { description: 'No resource with this id.' },
  },
});

const patchResource = createRoute({
  method: 'patch',
  path: '/resources/{id}',
  tags,
  summary: 'Update an API resource',
  description: 'Changes the name or the access token lifetime. The Management API cannot be changed.',
  security,
  request: {
    params: idParams,
    body: {
      required: true,
      content: json(z.object({ name: nameGuard.optional(), accessTokenTtl: accessTokenTtlGuard.optional() })),
    },
  },
  responses: {
    200: { description: 'The updated resource.', content: json(resourceResponse) },
    400: { description: 'Invalid body.' },
    404: { description: 'No resource with this id.' },
    422: { description: 'The Management API cannot be changed.' },
  },
});

const deleteResourceRoute = createRoute({
  method: 'delete',
  path: '/resources/{id}',
  tags,
  summary: 'Delete an API resource',
  description: 'Deletes the resource and its scopes. The Management API cannot be deleted.',
  security,
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted.' },
    404: { description: 'No resource with this id.' },
    422: { description: 'The Management API cannot be deleted.' },
  },
});

const patchIsDefault = createRoute({
  method: 'patch',
  path: '/resources/{id}/is-default',
  tags,
  summary: 'Set the default API resource',
  description:
    'The default resource is used when a token request names none. One per tenant: setting one clears the previous default.',
  security,
  request: { params: idParams, body: { required: true, content: json(z.object({ isDefault: z.boolean() })) } },
  responses: {
    200: { description: 'The updated resource.', content: json(resourceResponse) },
    400: { description: 'Invalid body.' },
    404: { description: 'No resource with this id.' },
    422: { description: 'The Management API cannot be changed.' },
  },
});

export const resourceRoutes = ({ database, bus }: AppContext) => {
  const changed = (tenantId: string) => bus.publish({ kind: 'resources', tenantId });
  return createRouter()
    .openapi(listResources, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      const { search, includeScopes, ...pagination } = c.req.valid('query');
      const [total, rows] = await Promise.all([
        countResources(scope, { search }),
        findResources(scope, { search }, toPagination(pagination)),
      ]);
      setTotalNumber(c, total);
      const resources = rows.map(toResourceResponse);
      if (!includeScopes || !truthy.has(includeScopes.toLowerCase())) {
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
    .openapi(createResourceRoute, async (c) => {
      const tenantId = c.get('tenantId');
      const resource = await createResource(scopeToTenant(database.db, tenantId), c.req.valid('json'));
      changed(tenantId);
      return c.json({ ...toResourceResponse(resource), scopes: [] }, 201);
    })
    .openapi(getResource, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      return c.json(toResourceResponse(await requireResource(scope, c.req.valid('param').id)), 200);
    })
    .openapi(patchResource, async (c) => {
      const tenantId = c.get('tenantId');
      const scope = scopeToTenant(database.db, tenantId);
      const resource = await updateResource(scope, c.req.valid('param').id, c.req.valid('json'));
      changed(tenantId);
      return c.json(toResourceResponse(resource), 200);
    })
    .openapi(deleteResourceRoute, async (c) => {
      const tenantId = c.get('tenantId');
      await deleteResource(scopeToTenant(database.db, tenantId), c.req.valid('param').id);
      changed(tenantId);
      return c.body(null, 204);
    })
    .openapi(patchIsDefault, async (c) => {
      const tenantId = c.get('tenantId');
      const scope = scopeToTenant(database.db, tenantId);
      const resource = await setResourceIsDefault(scope, c.req.valid('param').id, c.req.valid('json').isDefault);
      changed(tenantId);
      return c.json(toResourceResponse(resource), 200);
    });
};
