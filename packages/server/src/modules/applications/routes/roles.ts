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
import {
  addRolesToApplication,
  removeRoleOfApplication,
  requireM2mApplication,
  setRolesOfApplication,
} from '../../roles/assignment-service.js';
import { countRoles, findRoles } from '../../roles/queries.js';
import { toRoleResponse } from '../../roles/responses.js';
import { json, pathId, security } from '../../../http/contract-parts.js';

const tags = ['Applications'];
const applicationId = pathId('applicationId');
const roleId = pathId('roleId');
const roleIdsBody = { required: true, content: json(z.object({ roleIds: z.array(z.string().min(1)) })) };

const listApplicationRoles = createRoute({
  method: 'get',
  path: '/applications/{applicationId}/roles',
  tags,
  summary: 'List the roles of an application',
  description: 'Roles of a machine-to-machine application, newest first. `search` on name, description or id.',
  security,
  request: {
    params: z.object({ applicationId }),
    query: paginationQuery.extend({ search: z.string().max(256).optional() }),
  },
  responses: {
    200: { description: 'A page of roles.', headers: totalNumberHeader, content: json(z.array(roleGuard)) },
    404: { description: 'No application with this id.' },
    422: { description: 'The application is not machine-to-machine (`application.m2m_only`).' },
  },
});

const addApplicationRoles = createRoute({
  method: 'post',
  path: '/applications/{applicationId}/roles',
  tags,
  summary: 'Assign roles to an application',
  description: 'Adds machine-to-machine roles; roles the application holds already are skipped.',
  security,
  request: { params: z.object({ applicationId }), body: roleIdsBody },
  responses: {
    201: {
      description: 'The requested and the newly added role ids.',
      content: json(z.object({ roleIds: z.array(z.string()), addedRoleIds: z.array(z.string()) })),
    },
    400: { description: 'Invalid body.' },
    404: { description: 'No such application or role.' },
    422: { description: 'The application or a role is not machine-to-machine.' },
  },
});

const replaceApplicationRoles = createRoute({
  method: 'put',
  path: '/applications/{applicationId}/roles',
  tags,
  summary: 'Replace the roles of an application',
  description: 'The application ends up holding exactly these machine-to-machine roles.',
  security,
  request: { params: z.object({ applicationId }), body: roleIdsBody },
  responses: {
    200: { description: 'Replaced.', content: json(z.object({ roleIds: z.array(z.string()) })) },
    400: { description: 'Invalid body.' },
    404: { description: 'No such application or role.' },
    422: { description: 'The application or a role is not machine-to-machine.' },
  },
});

const removeApplicationRole = createRoute({
  method: 'delete',
  path: '/applications/{applicationId}/roles/{roleId}',
  tags,
  summary: 'Remove a role from an application',
  security,
  request: { params: z.object({ applicationId, roleId }) },
  responses: {
    204: { description: 'Removed.' },
    404: { description: 'No such application or role, or not assigned.' },
    422: { description: 'The application is not machine-to-machine.' },
  },
});

export const applicationRoleRoutes = ({ database, bus }: AppContext) =>
  createRouter()
    .openapi(listApplicationRoles, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      const { applicationId: id } = c.req.valid('param');
      const { search, ...pagination } = c.req.valid('query');
      await requireM2mApplication(scope, id);
      const filter = { applicationId: id, search };
      const [total, rows] = await Promise.all([
        countRoles(scope, filter),
        findRoles(scope, filter, toPagination(pagination)),
      ]);
      setTotalNumber(c, total);
      return c.json(rows.map(toRoleResponse), 200);
    })
    .openapi(addApplicationRoles, async (c) => {
      const tenantId = c.get('tenantId');
      const { roleIds } = c.req.valid('json');
      const addedRoleIds = await addRolesToApplication(
        scopeToTenant(database.db, tenantId),
        c.req.valid('param').applicationId,
        roleIds,
      );
      bus.publish({ kind: 'resources', tenantId });
      return c.json({ roleIds, addedRoleIds }, 201);
    })
    .openapi(replaceApplicationRoles, async (c) => {
      const tenantId = c.get('tenantId');
      const { roleIds } = c.req.valid('json');
      await setRolesOfApplication(scopeToTenant(database.db, tenantId), c.req.valid('param').applicationId, roleIds);
      bus.publish({ kind: 'resources', tenantId });
      return c.json({ roleIds: [...new Set(roleIds)] }, 200);
    })
    .openapi(removeApplicationRole, async (c) => {
      const tenantId = c.get('tenantId');
      const params = c.req.valid('param');
      await removeRoleOfApplication(scopeToTenant(database.db, tenantId), params.applicationId, params.roleId);
      bus.publish({ kind: 'resources', tenantId });
      return c.body(null, 204);
    });
