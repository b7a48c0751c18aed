import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../../../app-context.js';
import { scopeToTenant } from '../../../db/tenant-scope.js';
import { createRouter } from '../../../http/create-router.js';
import {
  paginationQuery,
  setTotalNumber,
  toPagination,
  totalNumberHeader,
} from '../../../http/pagination.js';
import { countUsersWithRole, findUsersWithRole } from '../assignment-queries.js';
import { assignRoleToUsers, removeRoleFromUser, requireUserRole } from '../assignment-service.js';
import { roleMemberResponse, toRoleMemberResponse } from '../user-response.js';
import { json, pathId, security } from '../../../http/contract-parts.js';

const tags = ['Roles'];
const id = pathId('id');
const userId = pathId('userId');

const listRoleUsers = createRoute({
  method: 'get',
  path: '/roles/{id}/users',
  tags,
  summary: 'List the users of a role',
  description: 'Users holding a User role, newest first. `search` on id, username, email, phone or name.',
  security,
  request: { params: z.object({ id }), query: paginationQuery.extend({ search: z.string().max(256).optional() }) },
  responses: {
    200: { description: 'A page of users.', headers: totalNumberHeader, content: json(z.array(roleMemberResponse)) },
    404: { description: 'No role with this id.' },
    422: { description: 'The role is machine-to-machine (`role.user_role_for_user_only`).' },
  },
});

const assignUsers = createRoute({
  method: 'post',
  path: '/roles/{id}/users',
  tags,
  summary: 'Assign a role to users',
  description: 'The role must be a User role. Users holding it already are refused (`role.user_exists`).',
  security,
  request: {
    params: z.object({ id }),
    body: { required: true, content: json(z.object({ userIds: z.array(z.string().min(1)).min(1) })) },
  },
  responses: {
    201: { description: 'Assigned.' },
    400: { description: 'Invalid body.' },
    404: { description: 'No such role or user.' },
    422: { description: 'The role is machine-to-machine, or a user holds it already.' },
  },
});

const removeUser = createRoute({
  method: 'delete',
  path: '/roles/{id}/users/{userId}',
  tags,
  summary: 'Remove a role from a user',
  security,
  request: { params: z.object({ id, userId }) },
  responses: { 204: { description: 'Removed.' }, 404: { description: 'No such role, or the user does not hold it.' } },
});

export const roleUserRoutes = ({ database, bus }: AppContext) =>
  createRouter()
    .openapi(listRoleUsers, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      const { id: roleId } = c.req.valid('param');
      const { search, ...pagination } = c.req.valid('query');
      await requireUserRole(scope, roleId);
      const [total, rows] = await Promise.all([
        countUsersWithRole(scope, roleId, search),
        findUsersWithRole(scope, roleId, search, toPagination(pagination)),
      ]);
      setTotalNumber(c, total);
      return c.json(rows.map(toRoleMemberResponse), 200);
    })
    .openapi(assignUsers, async (c) => {
      const tenantId = c.get('tenantId');
      await assignRoleToUsers(scopeToTenant(database.db, tenantId), c.req.valid('param').id, c.req.valid('json').userIds);
      bus.publish({ kind: 'resources', tenantId });
      return c.body(null, 201);
    })
    .openapi(removeUser, async (c) => {
      const tenantId = c.get('tenantId');
      const params = c.req.valid('param');
      await removeRoleFromUser(scopeToTenant(database.db, tenantId), params.id, params.userId);
      bus.publish({ kind: 'resources', tenantId });
      return c.body(null, 204);
    });
