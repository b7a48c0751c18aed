import { userApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { addRolesToUser, removeRoleOfUser, requireUser, setRolesOfUser } from '../../roles/assignment-service.js';
import { countRoles, findRoles } from '../../roles/queries.js';
import { toRoleResponse } from '../../roles/responses.js';
import { userRoute } from './users.js';

export const userRoleRoutes = () =>
  createRouter()
    .openapi(userRoute(userApi.listRoles), async (c) => {
      const scope = c.get('scope');
      const { userId } = c.req.valid('param');
      const { search, ...pagination } = c.req.valid('query');
      await requireUser(scope, userId);
      const filter = { userId, type: 'User' as const, search };
      const [total, rows] = await Promise.all([
        countRoles(scope, filter),
        findRoles(scope, filter, toPagination(pagination)),
      ]);
      setTotalNumber(c, total);
      return c.json(rows.map(toRoleResponse), 200);
    })
    .openapi(userRoute(userApi.assignRoles), async (c) => {
      const { roleIds } = c.req.valid('json');
      const addedRoleIds = await addRolesToUser(c.get('scope'), c.req.valid('param').userId, roleIds);
      return c.json({ roleIds: [...new Set(roleIds)], addedRoleIds }, 201);
    })
    .openapi(userRoute(userApi.replaceRoles), async (c) => {
      const { roleIds } = c.req.valid('json');
      await setRolesOfUser(c.get('scope'), c.req.valid('param').userId, roleIds);
      return c.json({ roleIds: [...new Set(roleIds)] }, 200);
    })
    .openapi(userRoute(userApi.removeRole), async (c) => {
      const { userId, roleId } = c.req.valid('param');
      await removeRoleOfUser(c.get('scope'), userId, roleId);
      return c.body(null, 204);
    });
