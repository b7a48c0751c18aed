import { organizationApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { notFound } from '../../../errors/request-error.js';
import { findApplicationById } from '../../applications/queries.js';
import { toApplicationResponse } from '../../applications/responses.js';
import {
  countOrganizationApplicationRoles,
  countOrganizationApplications,
  countOrganizationsOfApplication,
  findOrganizationApplicationRoles,
  findOrganizationApplications,
  findOrganizationRolesOfApplication,
  findOrganizationRolesOfApplications,
  findOrganizationsOfApplication,
} from '../application-queries.js';
import {
  addOrganizationApplications,
  assignOrganizationRolesToApplications,
  removeOrganizationApplication,
  removeOrganizationApplicationRole,
  replaceOrganizationApplicationRoles,
  replaceOrganizationApplications,
  requireOrganizationApplication,
} from '../application-service.js';
import {
  toOrganizationResponse,
  toOrganizationRoleRef,
  toOrganizationRoleResponse,
} from '../responses.js';
import { toSearchPatterns } from '../search.js';
import { requireOrganization } from '../service.js';
import { organizationRoute as route } from './organizations.js';

/**
 * `/organizations/{id}/applications…`: machine-to-machine applications of an organization and
 * their roles there; `/applications/{id}/organizations`, the same seen from an application.
 */
export const organizationApplicationRoutes = () =>
  createRouter()
    .openapi(route(organizationApi.listApplications), async (c) => {
      const scope = c.get('scope');
      const { id } = c.req.valid('param');
      const { page, page_size, ...search } = c.req.valid('query');
      await requireOrganization(scope, id);
      const patterns = toSearchPatterns(search);
      const [total, applications] = await Promise.all([
        countOrganizationApplications(scope, id, patterns),
        findOrganizationApplications(scope, id, patterns, toPagination({ page, page_size })),
      ]);
      const roles = await findOrganizationRolesOfApplications(
        scope,
        id,
        applications.map((application) => application.id),
      );
      setTotalNumber(c, total);
      return c.json(
        applications.map((application) => ({
          ...toApplicationResponse(application),
          organizationRoles: roles
            .filter((role) => role.application_id === application.id)
            .map(toOrganizationRoleRef),
        })),
        200,
      );
    })
    .openapi(route(organizationApi.addApplications), async (c) => {
      await addOrganizationApplications(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json').applicationIds,
      );
      return c.body(null, 201);
    })
    .openapi(route(organizationApi.replaceApplications), async (c) => {
      await replaceOrganizationApplications(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json').applicationIds,
      );
      return c.body(null, 204);
    })
    .openapi(route(organizationApi.assignApplicationsRoles), async (c) => {
      const { applicationIds, organizationRoleIds } = c.req.valid('json');
      await assignOrganizationRolesToApplications(
        c.get('scope'),
        c.req.valid('param').id,
        applicationIds,
        organizationRoleIds,
      );
      return c.body(null, 201);
    })
    .openapi(route(organizationApi.removeApplication), async (c) => {
      const { id, applicationId } = c.req.valid('param');
      await removeOrganizationApplication(c.get('scope'), id, applicationId);
      return c.body(null, 204);
    })
    .openapi(route(organizationApi.listApplicationRoles), async (c) => {
      const scope = c.get('scope');
      const { id, applicationId } = c.req.valid('param');
      await requireOrganizationApplication(scope, id, applicationId);
      const [total, roles] = await Promise.all([
        countOrganizationApplicationRoles(scope, id, applicationId),
        findOrganizationApplicationRoles(
          scope,
          id,
          applicationId,
          toPagination(c.req.valid('query')),
        ),
      ]);
      setTotalNumber(c, total);
      return c.json(roles.map(toOrganizationRoleResponse), 200);
    })
    .openapi(route(organizationApi.addApplicationRoles), async (c) => {
      const scope = c.get('scope');
      const { id, applicationId } = c.req.valid('param');
      await assignOrganizationRolesToApplications(
        scope,
        id,
        [applicationId],
        c.req.valid('json').organizationRoleIds,
      );
      return c.body(null, 201);
    })
    .openapi(route(organizationApi.replaceApplicationRoles), async (c) => {
      const { id, applicationId } = c.req.valid('param');
      await replaceOrganizationApplicationRoles(
        c.get('scope'),
        id,
        applicationId,
        c.req.valid('json').organizationRoleIds,
      );
      return c.body(null, 204);
    })
    .openapi(route(organizationApi.removeApplicationRole), async (c) => {
      const { id, applicationId, organizationRoleId } = c.req.valid('param');
      await removeOrganizationApplicationRole(
        c.get('scope'),
        id,
        applicationId,
        organizationRoleId,
      );
      return c.body(null, 204);
    })
    .openapi(route(organizationApi.listApplicationOrganizations), async (c) => {
      const scope = c.get('scope');
      const { id } = c.req.valid('param');
      if (!(await findApplicationById(scope, id))) {
        throw notFound('application', id);
      }
      const [total, organizations] = await Promise.all([
        countOrganizationsOfApplication(scope, id),
        findOrganizationsOfApplication(scope, id, toPagination(c.req.valid('query'))),
      ]);
      const roles = await findOrganizationRolesOfApplication(
        scope,
        id,
        organizations.map((organization) => organization.id),
      );
      setTotalNumber(c, total);
      return c.json(
        organizations.map((organization) => ({
          ...toOrganizationResponse(organization),
          organizationRoles: roles
            .filter((role) => role.organization_id === organization.id)
            .map(toOrganizationRoleRef),
        })),
        200,
      );
    });
