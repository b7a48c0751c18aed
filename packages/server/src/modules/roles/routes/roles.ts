import { createRoute, z } from '@hono/zod-openapi';
import { lengthLimits, roleTypes } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { scopeToTenant } from '../../../db/tenant-scope.js';
import { createRouter } from '../../../http/create-router.js';
import {
  paginationQuery,
  setTotalNumber,
  toPagination,
  totalNumberHeader,
} from '../../../http/pagination.js';
import { countRoles, findRoles } from '../queries.js';
import { roleListItemResponse, roleResponse, toRoleResponse } from '../responses.js';
import { toRoleListItems } from '../role-previews.js';
import { createRole, deleteRole, requireRole, updateRole } from '../service.js';
import { json, security } from '../../../http/contract-parts.js';

const tags = ['Roles'];
const idParams = z.object({ id: z.string().min(1).openapi({ param: { name: 'id', in: 'path' } }) });

const nameGuard = z.string().min(1).max(lengthLimits.roleName);
const descriptionGuard = z.string().min(1).max(lengthLimits.roleDescription);

const listRoles = createRoute({
  method: 'get',
  path: '/roles',
  tags,
  summary: 'List roles',
  description:
    'Roles newest first, each with how many users and applications hold it and a few of them. `search` matches a substring of the name, description or id.',
  security,
  request: {
    query: paginationQuery.extend({
      search: z.string().max(256).optional(),
      type: z.enum(roleTypes).optional(),
      excludeUserId: z.string().optional().openapi({ description: 'Leave out roles this user holds.' }),
      excludeApplicationId: z
        .string()
        .optional()
        .openapi({ description: 'Leave out roles this application holds.' }),
    }),
  },
  responses: {
    200: { description: 'A page of roles.', headers: totalNumberHeader, content: json(z.array(roleListItemResponse)) },
  },
});

const createRoleRoute = createRoute({
  method: 'post',
  path: '/roles',
  tags,
  summary: 'Create a role',
  description:
    'The name is unique in the tenant; the type (default `User`) cannot change later. `scopeIds` grants API resource scopes at once.',
  security,
  request: {
    body: {
      required: true,
      content: json(
        z.object({
          name: nameGuard,
          description: descriptionGuard,
          type: z.enum(roleTypes).optional(),
          isDefault: z.boolean().optional(),
          scopeIds: z.array(z.string().min(1)).optional(),
        }),
      ),
    },
  },
  responses: {
    200: { description: 'The created role.', content: json(roleResponse) },
    400: { description: 'Invalid body.' },
    404: { description: 'A scope does not exist.' },
    422: { description: 'The name is in use, or the role cannot hold these settings or scopes.' },
  },
});

const getRole = createRoute({
  method: 'get',
  path: '/roles/{id}',
  tags,
  summary: 'Get a role',
  security,
  request: { params: idParams },
  responses: {
    200: { description: 'The role.', content: json(roleResponse) },
    404: { description: 'No role with this id.' },
  },
});

const patchRole = createRoute({
  method: 'patch',
  path: '/roles/{id}',
  tags,
  summary: 'Update a role',
  security,
  request: {
    params: idParams,
    body: {
      required: true,
      content: json(
        z.object({ name: nameGuard.optional(), description: descriptionGuard.optional(), isDefault: z.boolean().optional() }),
      ),
    },
  },
  responses: {
    200: { description: 'The updated role.', content: json(roleResponse) },
    400: { description: 'Invalid body.' },
    404: { description: 'No role with this id.' },
    422: { description: 'The name is in use, or a machine-to-machine role was made default.' },
  },
});

const deleteRoleRoute = createRoute({
  method: 'delete',
  path: '/roles/{id}',
  tags,
  summary: 'Delete a role',
  description: 'Users and applications lose the role and the scopes it gave them.',
  security,
  request: { params: idParams },
  responses: { 204: { description: 'Deleted.' }, 404: { description: 'No role with this id.' } },
});

export const roleRoutes = ({ database, bus }: AppContext) => {
  const changed = (tenantId: string) => bus.publish({ kind: 'resources', tenantId });
  return createRouter()
    .openapi(listRoles, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      const { page, page_size, ...filter } = c.req.valid('query');
      const [total, rows] = await Promise.all([
        countRoles(scope, filter),
        findRoles(scope, filter, toPagination({ page, page_size })),
      ]);
      setTotalNumber(c, total);
      return c.json(await toRoleListItems(scope, rows), 200);
    })
    .openapi(createRoleRoute, async (c) => {
      const tenantId = c.get('tenantId');
      const role = await createRole(scopeToTenant(database.db, tenantId), c.req.valid('json'));
      changed(tenantId);
      return c.json(toRoleResponse(role), 200);
    })
    .openapi(getRole, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      return c.json(toRoleResponse(await requireRole(scope, c.req.valid('param').id)), 200);
    })
    .openapi(patchRole, async (c) => {
      const tenantId = c.get('tenantId');
      const role = await updateRole(scopeToTenant(database.db, tenantId), c.req.valid('param').id, c.req.valid('json'));
      changed(tenantId);
      return c.json(toRoleResponse(role), 200);
    })
    .openapi(deleteRoleRoute, async (c) => {
      const tenantId = c.get('tenantId');
      await deleteRole(scopeToTenant(database.db, tenantId), c.req.valid('param').id);
      changed(tenantId);
      return c.body(null, 204);
    });
};
