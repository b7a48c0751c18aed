import { roleApi, type RoleScope } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { createRouter } from '../../../http/create-router.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { countScopes, findResourcesByIds, findScopes, type ScopeRow } from '../../resources/queries.js';
import { toResourceResponse, toScopeResponse } from '../../resources/responses.js';
import { addRoleScopes, removeRoleScope, requireRole } from '../service.js';
import { roleRoute } from './roles.js';

async function withResources(scope: TenantScope, scopes: ScopeRow[]): Promise<RoleScope[]> {
  const resources = await findResourcesByIds(scope, [...new Set(scopes.map((row) => row.resource_id))]);
  return scopes.flatMap((row) => {
    const resource = resources.find((item) => item.id === row.resource_id);
    return resource ? [{ ...toScopeResponse(row), resource: toResourceResponse(resource) }] : [];
  });
}

export const roleScopeRoutes = () =>
  createRouter()
    .openapi(roleRoute(roleApi.listScopes), async (c) => {
      const scope = c.get('scope');
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
    .openapi(roleRoute(roleApi.addScopes), async (c) => {
      const scope = c.get('scope');
      const { id: roleId } = c.req.valid('param');
      await addRoleScopes(scope, roleId, c.req.valid('json').scopeIds);
      const held = await findScopes(scope, { roleId });
      return c.json(held.map(toScopeResponse), 201);
    })
    .openapi(roleRoute(roleApi.removeScope), async (c) => {
      const { id: roleId, scopeId } = c.req.valid('param');
      await removeRoleScope(c.get('scope'), roleId, scopeId);
      return c.body(null, 204);
    });
