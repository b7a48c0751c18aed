import { organizationRoleApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { toScopeResponse } from '../../resources/responses.js';
import { toOrganizationScopeResponse } from '../responses.js';
import {
  countOrganizationRoleResourceScopes,
  countOrganizationRoleScopes,
  findOrganizationRoleResourceScopes,
  findOrganizationRoleScopes,
} from '../role-scope-queries.js';
import {
  addOrganizationRoleResourceScopes,
  addOrganizationRoleScopes,
  removeOrganizationRoleResourceScope,
  removeOrganizationRoleScope,
  replaceOrganizationRoleResourceScopes,
  replaceOrganizationRoleScopes,
} from '../role-scope-service.js';
import { requireOrganizationRole } from '../template-service.js';
import { organizationRoleRoute as route } from './organization-roles.js';

/** `/organization-roles/{id}/scopes` and `/resource-scopes`: what the role grants. */
export const organizationRoleScopeRoutes = () =>
  createRouter()
    .openapi(route(organizationRoleApi.listScopes), async (c) => {
      const scope = c.get('scope');
      const { id } = c.req.valid('param');
      await requireOrganizationRole(scope, id);
      const [total, rows] = await Promise.all([
        countOrganizationRoleScopes(scope, id),
        findOrganizationRoleScopes(scope, id, toPagination(c.req.valid('query'))),
      ]);
      setTotalNumber(c, total);
      return c.json(rows.map(toOrganizationScopeResponse), 200);
    })
    .openapi(route(organizationRoleApi.addScopes), async (c) => {
      await addOrganizationRoleScopes(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json').organizationScopeIds,
      );
      return c.body(null, 201);
    })
    .openapi(route(organizationRoleApi.replaceScopes), async (c) => {
      await replaceOrganizationRoleScopes(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json').organizationScopeIds,
      );
      return c.body(null, 204);
    })
    .openapi(route(organizationRoleApi.removeScope), async (c) => {
      const { id, organizationScopeId } = c.req.valid('param');
      await removeOrganizationRoleScope(c.get('scope'), id, organizationScopeId);
      return c.body(null, 204);
    })
    .openapi(route(organizationRoleApi.listResourceScopes), async (c) => {
      const scope = c.get('scope');
      const { id } = c.req.valid('param');
      await requireOrganizationRole(scope, id);
      const [total, rows] = await Promise.all([
        countOrganizationRoleResourceScopes(scope, id),
        findOrganizationRoleResourceScopes(scope, id, toPagination(c.req.valid('query'))),
      ]);
      setTotalNumber(c, total);
      return c.json(rows.map(toScopeResponse), 200);
    })
    .openapi(route(organizationRoleApi.addResourceScopes), async (c) => {
      await addOrganizationRoleResourceScopes(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json').scopeIds,
      );
      return c.body(null, 201);
    })
    .openapi(route(organizationRoleApi.replaceResourceScopes), async (c) => {
      await replaceOrganizationRoleResourceScopes(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json').scopeIds,
      );
      return c.body(null, 204);
    })
    .openapi(route(organizationRoleApi.removeResourceScope), async (c) => {
      const { id, scopeId } = c.req.valid('param');
      await removeOrganizationRoleResourceScope(c.get('scope'), id, scopeId);
      return c.body(null, 204);
    });
