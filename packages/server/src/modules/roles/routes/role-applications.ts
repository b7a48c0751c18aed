import { roleApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { countApplications, findApplications } from '../../applications/queries.js';
import { toApplicationResponse } from '../../applications/responses.js';
import { assignRoleToApplications, removeRoleFromApplication, requireM2mRole } from '../assignment-service.js';
import { roleRoute } from './roles.js';

export const roleApplicationRoutes = () =>
  createRouter()
    .openapi(roleRoute(roleApi.listApplications), async (c) => {
      const scope = c.get('scope');
      const { id: roleId } = c.req.valid('param');
      const { search, ...pagination } = c.req.valid('query');
      await requireM2mRole(scope, roleId);
      const filter = { roleId, search };
      const [total, rows] = await Promise.all([
        countApplications(scope, filter),
        findApplications(scope, filter, toPagination(pagination)),
      ]);
      setTotalNumber(c, total);
      return c.json(rows.map(toApplicationResponse), 200);
    })
    .openapi(roleRoute(roleApi.assignApplications), async (c) => {
      await assignRoleToApplications(c.get('scope'), c.req.valid('param').id, c.req.valid('json').applicationIds);
      return c.body(null, 201);
    })
    .openapi(roleRoute(roleApi.removeApplication), async (c) => {
      const { id: roleId, applicationId } = c.req.valid('param');
      await removeRoleFromApplication(c.get('scope'), roleId, applicationId);
      return c.body(null, 204);
    });
