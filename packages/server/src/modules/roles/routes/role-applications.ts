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
import { countApplications, findApplications } from '../../applications/queries.js';
import { applicationResponse, toApplicationResponse } from '../../applications/responses.js';
import { assignRoleToApplications, removeRoleFromApplication, requireM2mRole } from '../assignment-service.js';
import { json, pathId, security } from '../../../http/contract-parts.js';

const tags = ['Roles'];
const id = pathId('id');
const applicationId = pathId('applicationId');

const listRoleApplications = createRoute({
  method: 'get',
  path: '/roles/{id}/applications',
  tags,
  summary: 'List the applications of a role',
  description: 'Machine-to-machine applications holding the role, newest first. `search` on name, id or description.',
  security,
  request: { params: z.object({ id }), query: paginationQuery.extend({ search: z.string().max(256).optional() }) },
  responses: {
    200: { description: 'A page of applications.', headers: totalNumberHeader, content: json(z.array(applicationResponse)) },
    404: { description: 'No role with this id.' },
    422: { description: 'The role is a User role (`role.m2m_role_for_m2m_only`).' },
  },
});

const assignApplications = createRoute({
  method: 'post',
  path: '/roles/{id}/applications',
  tags,
  summary: 'Assign a role to applications',
  description:
    'The role and every application must be machine-to-machine. Applications holding the role already are refused (`role.application_exists`).',
  security,
  request: {
    params: z.object({ id }),
    body: { required: true, content: json(z.object({ applicationIds: z.array(z.string().min(1)).min(1) })) },
  },
  responses: {
    201: { description: 'Assigned.' },
    400: { description: 'Invalid body.' },
    404: { description: 'No such role or application.' },
    422: { description: 'A type does not match, or an application holds the role already.' },
  },
});

const removeApplication = createRoute({
  method: 'delete',
  path: '/roles/{id}/applications/{applicationId}',
  tags,
  summary: 'Remove a role from an application',
  description: 'Tokens issued to the application from now on no longer carry the role\'s scopes.',
  security,
  request: { params: z.object({ id, applicationId }) },
  responses: {
    204: { description: 'Removed.' },
    404: { description: 'No such role, or the application does not hold it.' },
  },
});

export const roleApplicationRoutes = ({ database, bus }: AppContext) =>
  createRouter()
    .openapi(listRoleApplications, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
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
    .openapi(assignApplications, async (c) => {
      const tenantId = c.get('tenantId');
      const { id: roleId } = c.req.valid('param');
      await assignRoleToApplications(scopeToTenant(database.db, tenantId), roleId, c.req.valid('json').applicationIds);
      bus.publish({ kind: 'resources', tenantId });
      return c.body(null, 201);
    })
    .openapi(removeApplication, async (c) => {
      const tenantId = c.get('tenantId');
      const params = c.req.valid('param');
      await removeRoleFromApplication(scopeToTenant(database.db, tenantId), params.id, params.applicationId);
      bus.publish({ kind: 'resources', tenantId });
      return c.body(null, 204);
    });
