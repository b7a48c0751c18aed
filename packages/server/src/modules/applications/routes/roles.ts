import { applicationApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import {
  addApplicationRoles,
  removeApplicationRole,
  replaceApplicationRoles,
  requireRoleHoldingApplication,
} from '../application-role-service.js';
import { countRoles, findRoles } from '../../roles/queries.js';
import { toRoleResponse } from '../../roles/responses.js';
import { applicationRoute } from './applications.js';

/** `/applications/{applicationId}/roles`: the roles a machine-to-machine application holds. */
export const applicationRoleRoutes = () =>
  createRouter()
    .openapi(applicationRoute(applicationApi.listRoles), async (c) => {
      const scope = c.get('scope');
      const { applicationId } = c.req.valid('param');
      const { search, ...pagination } = c.req.valid('query');
      await requireRoleHoldingApplication(scope, applicationId);
      const filter = { applicationId, search };
      const [total, rows] = await Promise.all([
        countRoles(scope, filter),
        findRoles(scope, filter, toPagination(pagination)),
      ]);
      setTotalNumber(c, total);
      return c.json(rows.map(toRoleResponse), 200);
    })
    .openapi(applicationRoute(applicationApi.addRoles), async (c) => {
      const { roleIds } = c.req.valid('json');
      const addedRoleIds = await addApplicationRoles(c.get('scope'), c.req.valid('param').applicationId, roleIds);
      return c.json({ roleIds, addedRoleIds }, 201);
    })
    .openapi(applicationRoute(applicationApi.replaceRoles), async (c) => {
      const { roleIds } = c.req.valid('json');
      await replaceApplicationRoles(c.get('scope'), c.req.valid('param').applicationId, roleIds);
      return c.json({ roleIds: [...new Set(roleIds)] }, 200);
    })
    .openapi(applicationRoute(applicationApi.removeRole), async (c) => {
      const { applicationId, roleId } = c.req.valid('param');
      await removeApplicationRole(c.get('scope'), applicationId, roleId);
      return c.body(null, 204);
    });
