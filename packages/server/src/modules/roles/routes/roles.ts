import { roleApi } from '@tessera/schemas';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { countRoles, findRoles } from '../queries.js';
import { toRoleResponse } from '../responses.js';
import { toRoleListItems } from '../role-previews.js';
import { createRole, deleteRole, requireRole, updateRole } from '../service.js';

export const roleRoute = routesOf({ tags: ['Roles'], security });

export const roleRoutes = () =>
  createRouter()
    .openapi(roleRoute(roleApi.list), async (c) => {
      const scope = c.get('scope');
      const { page, page_size, ...filter } = c.req.valid('query');
      const [total, rows] = await Promise.all([
        countRoles(scope, filter),
        findRoles(scope, filter, toPagination({ page, page_size })),
      ]);
      setTotalNumber(c, total);
      return c.json(await toRoleListItems(scope, rows), 200);
    })
    .openapi(roleRoute(roleApi.create), async (c) => {
      const role = await createRole(c.get('scope'), c.req.valid('json'));
      return c.json(toRoleResponse(role), 200);
    })
    .openapi(roleRoute(roleApi.get), async (c) =>
      c.json(toRoleResponse(await requireRole(c.get('scope'), c.req.valid('param').id)), 200),
    )
    .openapi(roleRoute(roleApi.update), async (c) => {
      const role = await updateRole(c.get('scope'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(toRoleResponse(role), 200);
    })
    .openapi(roleRoute(roleApi.delete), async (c) => {
      await deleteRole(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    });
