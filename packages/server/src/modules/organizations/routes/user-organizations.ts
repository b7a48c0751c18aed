import { organizationApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { notFound } from '../../../errors/request-error.js';
import { findUserById } from '../../users/queries.js';
import { findOrganizationRolesOfUser, findOrganizationsOfUser } from '../member-role-queries.js';
import { toOrganizationResponse, toOrganizationRoleRef } from '../responses.js';
import { organizationRoute as route } from './organizations.js';

/** `/users/{userId}/organizations`: the organizations seen from a member. */
export const userOrganizationRoutes = () =>
  createRouter().openapi(route(organizationApi.listUserOrganizations), async (c) => {
    const scope = c.get('scope');
    const { userId } = c.req.valid('param');
    if (!(await findUserById(scope, userId))) {
      throw notFound('user', userId);
    }
    const [organizations, roles] = await Promise.all([
      findOrganizationsOfUser(scope, userId),
      findOrganizationRolesOfUser(scope, userId),
    ]);
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
