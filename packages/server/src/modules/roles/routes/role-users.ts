import { roleApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { toUserResponse } from '../../users/responses.js';
import { countUsersWithRole, findUsersWithRole } from '../assignment-queries.js';
import { assignRoleToUsers, removeRoleFromUser, requireUserRole } from '../assignment-service.js';
import { roleRoute } from './roles.js';

export const roleUserRoutes = () =>
  createRouter()
    .openapi(roleRoute(roleApi.listUsers), async (c) => {
      const scope = c.get('scope');
      const { id: roleId } = c.req.valid('param');
      const { search, ...pagination } = c.req.valid('query');
      await requireUserRole(scope, roleId);
      const [total, rows] = await Promise.all([
        countUsersWithRole(scope, roleId, search),
        findUsersWithRole(scope, roleId, search, toPagination(pagination)),
      ]);
      setTotalNumber(c, total);
      return c.json(rows.map(toUserResponse), 200);
    })
    .openapi(roleRoute(roleApi.assignUsers), async (c) => {
      await assignRoleToUsers(c.get('scope'), c.req.valid('param').id, c.req.valid('json').userIds);
      return c.body(null, 201);
    })
    .openapi(roleRoute(roleApi.removeUser), async (c) => {
      const { id: roleId, userId } = c.req.valid('param');
      await removeRoleFromUser(c.get('scope'), roleId, userId);
      return c.body(null, 204);
    });
