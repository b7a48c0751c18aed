import { organizationRoleApi, type OrganizationRoleWithScopes } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { toOrganizationRoleResponse } from '../responses.js';
import { toSearchPatterns } from '../search.js';
import {
  countOrganizationRoles,
  findOrganizationRoles,
  type OrganizationRoleRow,
} from '../template-queries.js';
import { findOrganizationScopesOfRoles, findResourceScopesOfRoles } from '../role-scope-queries.js';
import {
  createOrganizationRole,
  deleteOrganizationRole,
  requireOrganizationRole,
  updateOrganizationRole,
} from '../template-service.js';

export const organizationRoleRoute = routesOf({ tags: ['Organization roles'], security });

/** Each role of a page with the scopes it grants: two queries for the whole page. */
async function withScopes(
  scope: TenantScope,
  roles: OrganizationRoleRow[],
): Promise<OrganizationRoleWithScopes[]> {
  const ids = roles.map((role) => role.id);
  const [scopes, resourceScopes] = await Promise.all([
    findOrganizationScopesOfRoles(scope, ids),
    findResourceScopesOfRoles(scope, ids),
  ]);
  return roles.map((role) => ({
    ...toOrganizationRoleResponse(role),
    scopes: scopes
      .filter((row) => row.organization_role_id === role.id)
      .map((row) => ({ id: row.id, name: row.name })),
    resourceScopes: resourceScopes
      .filter((row) => row.organization_role_id === role.id)
      .map((row) => ({
        id: row.id,
        name: row.name,
        resource: { id: row.resource_id, name: row.resource_name },
      })),
  }));
}

export const organizationRoleRoutes = () =>
  createRouter()
    .openapi(organizationRoleRoute(organizationRoleApi.list), async (c) => {
      const scope = c.get('scope');
      const { page, page_size, ...search } = c.req.valid('query');
      const patterns = toSearchPatterns(search);
      const [total, rows] = await Promise.all([
        countOrganizationRoles(scope, patterns),
        findOrganizationRoles(scope, patterns, toPagination({ page, page_size })),
      ]);
      setTotalNumber(c, total);
      return c.json(await withScopes(scope, rows), 200);
    })
    .openapi(organizationRoleRoute(organizationRoleApi.create), async (c) => {
      const role = await createOrganizationRole(c.get('scope'), c.req.valid('json'));
      return c.json(toOrganizationRoleResponse(role), 201);
    })
    .openapi(organizationRoleRoute(organizationRoleApi.get), async (c) =>
      c.json(
        toOrganizationRoleResponse(
          await requireOrganizationRole(c.get('scope'), c.req.valid('param').id),
        ),
        200,
      ),
    )
    .openapi(organizationRoleRoute(organizationRoleApi.update), async (c) => {
      const role = await updateOrganizationRole(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(toOrganizationRoleResponse(role), 200);
    })
    .openapi(organizationRoleRoute(organizationRoleApi.delete), async (c) => {
      await deleteOrganizationRole(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    });
