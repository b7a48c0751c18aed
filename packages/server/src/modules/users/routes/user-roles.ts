import { paginationQuery, roleGuard } from '@tessera/schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../../../app-context.js';
import { scopeToTenant } from '../../../db/tenant-scope.js';
import { createRouter } from '../../../http/create-router.js';
import {
  setTotalNumber,
  toPagination,
  totalNumberHeader,
} from '../../../http/pagination.js';
import { addRolesToUser, removeRoleOfUser, requireUser, setRolesOfUser } from '../../roles/assignment-service.js';
import { countRoles, findRoles } from '../../roles/queries.js';
import { toRoleResponse } from '../../roles/responses.js';
import { json, pathId, security } from '../../../http/contract-parts.js';

const tags = ['Users'];
const userId = pathId('userId');
const roleId = pathId('roleId');
const roleIdsBody = {
  required: true,
  content: json(z.object({ roleIds: z.array(z.string().min(1)) })),
};

const listUserRoles = createRoute({
  method: 'get',
  path: '/users/{userId}/roles',
  tags,
  summary: 'List the roles of a user',
  description: 'User roles the user holds, newest first. `search` on name, description or id.',
  security,
  request: { params: z.object({ userId }), query: paginationQuery.extend({ search: z.string().max(256).optional() }) },
  responses: {
    200: { description: 'A page of roles.', headers: totalNumberHeader, content: json(z.array(roleGuard)) },
    404: { description: 'No user with this id.' },
  },
});

const addUserRoles = createRoute({
  method: 'post',
  path: '/users/{userId}/roles',
  tags,
  summary: 'Assign roles to a user',
  description: 'Adds User roles; roles the user holds already are left as they are.',
  security,
  request: { params: z.object({ userId }), body: roleIdsBody },
  responses: {
    201: { description: 'Assigned.' },
    400: { description: 'Invalid body.' },
    404: { description: 'No such user or role.' },
    422: { description: 'A role is machine-to-machine (`role.user_role_for_user_only`).' },
  },
});

const replaceUserRoles = createRoute({
  method: 'put',
  path: '/users/{userId}/roles',
  tags,
  summary: 'Replace the roles of a user',
  description: 'The user ends up holding exactly these User roles.',
  security,
  request: { params: z.object({ userId }), body: roleIdsBody },
  responses: {
    200: { description: 'Replaced.', content: json(z.object({ roleIds: z.array(z.string()) })) },
    400: { description: 'Invalid body.' },
    404: { description: 'No such user or role.' },
    422: { description: 'A role is machine-to-machine (`role.user_role_for_user_only`).' },
  },
});

const removeUserRole = createRoute({
  method: 'delete',
  path: '/users/{userId}/roles/{roleId}',
  tags,
  summary: 'Remove a role from a user',
  security,
  request: { params: z.object({ userId, roleId }) },
  responses: { 204: { description: 'Removed.' }, 404: { description: 'No such user or role, or not assigned.' } },
});

export const userRoleRoutes = ({ database, bus }: AppContext) =>
  createRouter()
    .openapi(listUserRoles, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      const { userId: id } = c.req.valid('param');
      const { search, ...pagination } = c.req.valid('query');
      await requireUser(scope, id);
      const filter = { userId: id, type: 'User' as const, search };
      const [total, rows] = await Promise.all([
        countRoles(scope, filter),
        findRoles(scope, filter, toPagination(pagination)),
      ]);
      setTotalNumber(c, total);
      return c.json(rows.map(toRoleResponse), 200);
    })
    .openapi(addUserRoles, async (c) => {
      const tenantId = c.get('tenantId');
      await addRolesToUser(scopeToTenant(database.db, tenantId), c.req.valid('param').userId, c.req.valid('json').roleIds);
      bus.publish({ kind: 'resources', tenantId });
      return c.body(null, 201);
    })
    .openapi(replaceUserRoles, async (c) => {
      const tenantId = c.get('tenantId');
      const { roleIds } = c.req.valid('json');
      await setRolesOfUser(scopeToTenant(database.db, tenantId), c.req.valid('param').userId, roleIds);
      bus.publish({ kind: 'resources', tenantId });
      return c.json({ roleIds: [...new Set(roleIds)] }, 200);
    })
    .openapi(removeUserRole, async (c) => {
      const tenantId = c.get('tenantId');
      const params = c.req.valid('param');
      await removeRoleOfUser(scopeToTenant(database.db, tenantId), params.userId, params.roleId);
      bus.publish({ kind: 'resources', tenantId });
      return c.body(null, 204);
    });
