import { organizationApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { toUserResponse } from '../../users/responses.js';
import { countOrganizationUsers, findOrganizationUsers } from '../membership-queries.js';
import {
  countOrganizationUserRoles,
  findOrganizationRolesOfUsers,
  findOrganizationUserRoles,
  findOrganizationUserScopes,
} from '../member-role-queries.js';
import {
  addOrganizationUserRoles,
  addOrganizationUsers,
  assignOrganizationRolesToUsers,
  removeOrganizationUser,
  removeOrganizationUserRole,
  replaceOrganizationUserRoles,
  replaceOrganizationUsers,
  requireOrganizationMember,
} from '../membership-service.js';
import {
  toOrganizationRoleRef,
  toOrganizationRoleResponse,
  toOrganizationScopeResponse,
} from '../responses.js';
import { toSearchPatterns } from '../search.js';
import { requireOrganization } from '../service.js';
import { organizationRoute as route } from './organizations.js';

/** `/organizations/{id}/users…`: members and the roles they hold in the organization. */
export const organizationUserRoutes = () =>
  createRouter()
    .openapi(route(organizationApi.listUsers), async (c) => {
      const scope = c.get('scope');
      const { id } = c.req.valid('param');
      const { page, page_size, organizationRoleId, ...search } = c.req.valid('query');
      await requireOrganization(scope, id);
      const filter = { patterns: toSearchPatterns(search), organizationRoleId };
      const [total, users] = await Promise.all([
        countOrganizationUsers(scope, id, filter),
        findOrganizationUsers(scope, id, filter, toPagination({ page, page_size })),
      ]);
      const roles = await findOrganizationRolesOfUsers(
        scope,
        id,
        users.map((user) => user.id),
      );
      setTotalNumber(c, total);
      return c.json(
        users.map((user) => ({
          ...toUserResponse(user),
          organizationRoles: roles
            .filter((role) => role.user_id === user.id)
            .map(toOrganizationRoleRef),
        })),
        200,
      );
    })
    .openapi(route(organizationApi.addUsers), async (c) => {
      const userIds = await addOrganizationUsers(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json').userIds,
      );
      return c.json({ userIds }, 201);
    })
    .openapi(route(organizationApi.replaceUsers), async (c) => {
      await replaceOrganizationUsers(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json').userIds,
      );
      return c.body(null, 204);
    })
    .openapi(route(organizationApi.assignUsersRoles), async (c) => {
      const { userIds, organizationRoleIds } = c.req.valid('json');
      await assignOrganizationRolesToUsers(
        c.get('scope'),
        c.req.valid('param').id,
        userIds,
        organizationRoleIds,
      );
      return c.body(null, 201);
    })
    .openapi(route(organizationApi.removeUser), async (c) => {
      const { id, userId } = c.req.valid('param');
      await removeOrganizationUser(c.get('scope'), id, userId);
      return c.body(null, 204);
    })
    .openapi(route(organizationApi.listUserRoles), async (c) => {
      const scope = c.get('scope');
      const { id, userId } = c.req.valid('param');
      await requireOrganizationMember(scope, id, userId);
      const [total, roles] = await Promise.all([
        countOrganizationUserRoles(scope, id, userId),
        findOrganizationUserRoles(scope, id, userId, toPagination(c.req.valid('query'))),
      ]);
      setTotalNumber(c, total);
      return c.json(roles.map(toOrganizationRoleResponse), 200);
    })
    .openapi(route(organizationApi.addUserRoles), async (c) => {
      const { id, userId } = c.req.valid('param');
      const organizationRoleIds = await addOrganizationUserRoles(
        c.get('scope'),
        id,
        userId,
        c.req.valid('json'),
      );
      return c.json({ organizationRoleIds }, 201);
    })
    .openapi(route(organizationApi.replaceUserRoles), async (c) => {
      const { id, userId } = c.req.valid('param');
      await replaceOrganizationUserRoles(c.get('scope'), id, userId, c.req.valid('json'));
      return c.body(null, 204);
    })
    .openapi(route(organizationApi.removeUserRole), async (c) => {
      const { id, userId, organizationRoleId } = c.req.valid('param');
      await removeOrganizationUserRole(c.get('scope'), id, userId, organizationRoleId);
      return c.body(null, 204);
    })
    .openapi(route(organizationApi.listUserScopes), async (c) => {
      const scope = c.get('scope');
      const { id, userId } = c.req.valid('param');
      await requireOrganizationMember(scope, id, userId);
      return c.json(
        (await findOrganizationUserScopes(scope, id, userId)).map(toOrganizationScopeResponse),
        200,
      );
    });
