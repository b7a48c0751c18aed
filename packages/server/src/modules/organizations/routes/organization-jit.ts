import { organizationApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import {
  countOrganizationJitEmailDomains,
  countOrganizationJitRoles,
  findOrganizationJitEmailDomains,
  findOrganizationJitRoles,
} from '../jit-queries.js';
import {
  addOrganizationJitEmailDomain,
  addOrganizationJitRoles,
  removeOrganizationJitEmailDomain,
  removeOrganizationJitRole,
  replaceOrganizationJitEmailDomains,
  replaceOrganizationJitRoles,
} from '../jit-service.js';
import { toJitEmailDomainResponse, toOrganizationRoleResponse } from '../responses.js';
import { requireOrganization } from '../service.js';
import { organizationRoute as route } from './organizations.js';

/** `/organizations/{id}/jit/…`: who joins the organization just in time, and with which roles. */
export const organizationJitRoutes = () =>
  createRouter()
    .openapi(route(organizationApi.listJitEmailDomains), async (c) => {
      const scope = c.get('scope');
      const { id } = c.req.valid('param');
      await requireOrganization(scope, id);
      const [total, rows] = await Promise.all([
        countOrganizationJitEmailDomains(scope, id),
        findOrganizationJitEmailDomains(scope, id, toPagination(c.req.valid('query'))),
      ]);
      setTotalNumber(c, total);
      return c.json(rows.map(toJitEmailDomainResponse), 200);
    })
    .openapi(route(organizationApi.addJitEmailDomain), async (c) => {
      const row = await addOrganizationJitEmailDomain(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json').emailDomain,
      );
      return c.json(toJitEmailDomainResponse(row), 201);
    })
    .openapi(route(organizationApi.replaceJitEmailDomains), async (c) => {
      await replaceOrganizationJitEmailDomains(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json').emailDomains,
      );
      return c.body(null, 204);
    })
    .openapi(route(organizationApi.removeJitEmailDomain), async (c) => {
      const { id, emailDomain } = c.req.valid('param');
      await removeOrganizationJitEmailDomain(c.get('scope'), id, emailDomain);
      return c.body(null, 204);
    })
    .openapi(route(organizationApi.listJitRoles), async (c) => {
      const scope = c.get('scope');
      const { id } = c.req.valid('param');
      await requireOrganization(scope, id);
      const [total, rows] = await Promise.all([
        countOrganizationJitRoles(scope, id),
        findOrganizationJitRoles(scope, id, toPagination(c.req.valid('query'))),
      ]);
      setTotalNumber(c, total);
      return c.json(rows.map(toOrganizationRoleResponse), 200);
    })
    .openapi(route(organizationApi.addJitRoles), async (c) => {
      await addOrganizationJitRoles(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json').organizationRoleIds,
      );
      return c.body(null, 201);
    })
    .openapi(route(organizationApi.replaceJitRoles), async (c) => {
      await replaceOrganizationJitRoles(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json').organizationRoleIds,
      );
      return c.body(null, 204);
    })
    .openapi(route(organizationApi.removeJitRole), async (c) => {
      const { id, organizationRoleId } = c.req.valid('param');
      await removeOrganizationJitRole(c.get('scope'), id, organizationRoleId);
      return c.body(null, 204);
    });
