import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../../../app-context.js';
import { scopeToTenant, type TenantScope } from '../../../db/tenant-scope.js';
import { createRouter } from '../../../http/create-router.js';
import {
  paginationQuery,
  setTotalNumber,
  toPagination,
  totalNumberHeader,
} from '../../../http/pagination.js';
import { countScopes, findResourcesByIds, findScopes, type ScopeRow } from '../../resources/queries.js';
import { scopeResponse, toResourceResponse, toScopeResponse } from '../../resources/responses.js';
import { roleScopeResponse } from '../responses.js';
import { addRoleScopes, removeRoleScope, requireRole } from '../service.js';
import { json, pathId, security } from '../../../http/contract-parts.js';

const tags = ['Roles'];
const id = pathId('id');
const scopeId = pathId('scopeId');

const listRoleScopes = createRoute({
  method: 'get',
  path: '/roles/{id}/scopes',
  tags,
  summary: 'List the scopes of a role',
  description: 'API resource scopes the role grants, each with its resource, newest first. `search` on name, description or id.',
  security,
  request: { params: z.object({ id }), query: paginationQuery.extend({ search: z.string().max(256).optional() }) },
  responses: {
    200: { description: 'A page of scopes.', headers: totalNumberHeader, content: json(z.array(roleScopeResponse)) },
    404: { description: 'No role with this id.' },
  },
});

const addScopes = createRoute({
  method: 'post',
  path: '/roles/{id}/scopes',
  tags,
  summary: 'Add scopes to a role',
  description: 'Holders of the role get the scopes in tokens issued from now on. Answers with all scopes the role holds.',
  security,
  request: {
    params: z.object({ id }),
    body: { required: true, content: json(z.object({ scopeIds: z.array(z.string().min(1)).min(1) })) },
  },
  responses: {
    200: { description: 'Every scope the role now holds.', content: json(z.array(scopeResponse)) },
    400: { description: 'Invalid body.' },
    404: { description: 'No such role or scope.' },
    422: { description: 'The role holds a scope already, or may not hold Management API scopes.' },
  },
});

const removeScope = createRoute({
  method: 'delete',
  path: '/roles/{id}/scopes/{scopeId}',
  tags,
  summary: 'Remove a scope from a role',
  security,
  request: { params: z.object({ id, scopeId }) },
  responses: { 204: { description: 'Removed.' }, 404: { description: 'No such role, or it does not hold the scope.' } },
});

async function withResources(scope: TenantScope, scopes: ScopeRow[]) {
  const resources = await findResourcesByIds(scope, [...new Set(scopes.map((row) => row.resource_id))]);
  return scopes.flatMap((row) => {
    const resource = resources.find((item) => item.id === row.resource_id);
    return resource ? [{ ...toScopeResponse(row), resource: toResourceResponse(resource) }] : [];
  });
}

export const roleScopeRoutes = ({ database, bus }: AppContext) =>
  createRouter()
    .openapi(listRoleScopes, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      const { id: roleId } = c.req.valid('param');
      const { search, ...pagination } = c.req.valid('query');
      await requireRole(scope, roleId);
      const filter = { roleId, search };
      const [total, rows] = await Promise.all([
        countScopes(scope, filter),
        findScopes(scope, filter, toPagination(pagination)),
      ]);
      setTotalNumber(c, total);
      return c.json(await withResources(scope, rows), 200);
    })
    .openapi(addScopes, async (c) => {
      const tenantId = c.get('tenantId');
      const scope = scopeToTenant(database.db, tenantId);
      const { id: roleId } = c.req.valid('param');
      await addRoleScopes(scope, roleId, c.req.valid('json').scopeIds);
      bus.publish({ kind: 'resources', tenantId });
      const held = await findScopes(scope, { roleId });
      return c.json(held.map(toScopeResponse), 200);
    })
    .openapi(removeScope, async (c) => {
      const tenantId = c.get('tenantId');
      const { id: roleId, scopeId: removed } = c.req.valid('param');
      await removeRoleScope(scopeToTenant(database.db, tenantId), roleId, removed);
      bus.publish({ kind: 'resources', tenantId });
      return c.body(null, 204);
    });
