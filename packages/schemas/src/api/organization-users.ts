import { z } from 'zod';

import {
  organizationUserGuard,
  organizationUserRolesLinkGuard,
  organizationUsersLinkGuard,
  organizationUsersReplaceGuard,
  organizationUsersRolesAssignGuard,
} from '../entities/organization';
import { organizationRoleGuard, organizationScopeGuard } from '../entities/organization-role';
import { defineEndpoint } from './endpoint';
import { paginationQuery } from './pagination';
import { organizationSearchPageQuery, pathParams } from './params';

const id = pathParams('id');
const member = pathParams('id', 'userId');

/** The members of an organization and the organization roles they hold there: `/organizations/{id}/users…`. */
export const organizationUserApi = {
  listUsers: defineEndpoint({
    method: 'get',
    path: '/organizations/{id}/users',
    summary: 'List the members of an organization',
    description:
      'Members newest first, each with their organization roles. `q` or `search` match id, username, email, phone or name; `organizationRoleId` keeps members holding that role.',
    params: id,
    query: organizationSearchPageQuery.extend({ organizationRoleId: z.string().optional() }),
    response: z.array(organizationUserGuard),
    returns: 'A page of members.',
    paged: true,
    failures: { 404: 'No organization with this id.' },
  }),
  addUsers: defineEndpoint({
    method: 'post',
    path: '/organizations/{id}/users',
    summary: 'Add members to an organization',
    description: 'Users who are members already stay members.',
    params: id,
    body: organizationUsersLinkGuard,
    response: organizationUsersLinkGuard,
    status: 201,
    returns: 'The user ids added.',
    failures: { 400: 'Invalid body.', 404: 'No such organization or user.' },
  }),
  replaceUsers: defineEndpoint({
    method: 'put',
    path: '/organizations/{id}/users',
    summary: 'Replace the members of an organization',
    description: 'Members not listed leave the organization and lose their roles in it.',
    params: id,
    body: organizationUsersReplaceGuard,
    returns: 'Replaced.',
    failures: { 400: 'Invalid body.', 404: 'No such organization or user.' },
  }),
  removeUser: defineEndpoint({
    method: 'delete',
    path: '/organizations/{id}/users/{userId}',
    summary: 'Remove a member from an organization',
    description: 'The user loses their roles in the organization too.',
    params: member,
    returns: 'Removed.',
    failures: { 404: 'No such organization, or the user is not a member.' },
  }),
  assignUsersRoles: defineEndpoint({
    method: 'post',
    path: '/organizations/{id}/users/roles',
    summary: 'Assign organization roles to members',
    description:
      'Each user must be a member; each role must be a `User` role. Roles held already are kept.',
    params: id,
    body: organizationUsersRolesAssignGuard,
    status: 201,
    returns: 'Assigned.',
    failures: {
      400: 'Invalid body.',
      404: 'No such organization or role.',
      422: 'A user is not a member (`organization.require_membership`), or a role is machine-to-machine.',
    },
  }),
  listUserRoles: defineEndpoint({
    method: 'get',
    path: '/organizations/{id}/users/{userId}/roles',
    summary: 'List the organization roles of a member',
    params: member,
    query: paginationQuery,
    response: z.array(organizationRoleGuard),
    returns: 'A page of organization roles.',
    paged: true,
    failures: { 404: 'No such organization.', 422: 'The user is not a member.' },
  }),
  addUserRoles: defineEndpoint({
    method: 'post',
    path: '/organizations/{id}/users/{userId}/roles',
    summary: 'Assign organization roles to a member',
    description:
      'Roles by id and/or by name; each must be a `User` role. Roles held already are kept.',
    params: member,
    body: organizationUserRolesLinkGuard,
    response: z.object({ organizationRoleIds: z.array(z.string()) }),
    status: 201,
    returns: 'The ids of the roles assigned.',
    failures: {
      400: 'Invalid body.',
      404: 'No such organization or role.',
      422: 'The user is not a member, or a role is machine-to-machine.',
    },
  }),
  replaceUserRoles: defineEndpoint({
    method: 'put',
    path: '/organizations/{id}/users/{userId}/roles',
    summary: 'Replace the organization roles of a member',
    params: member,
    body: organizationUserRolesLinkGuard,
    returns: 'Replaced.',
    failures: {
      400: 'Invalid body.',
      404: 'No such organization or role.',
      422: 'The user is not a member, or a role is machine-to-machine.',
    },
  }),
  removeUserRole: defineEndpoint({
    method: 'delete',
    path: '/organizations/{id}/users/{userId}/roles/{organizationRoleId}',
    summary: 'Remove an organization role from a member',
    params: pathParams('id', 'userId', 'organizationRoleId'),
    returns: 'Removed.',
    failures: { 404: 'No such organization, or the member does not hold the role.' },
  }),
  listUserScopes: defineEndpoint({
    method: 'get',
    path: '/organizations/{id}/users/{userId}/scopes',
    summary: 'List the organization scopes of a member',
    description: 'The organization scopes the member holds through their organization roles.',
    params: member,
    response: z.array(organizationScopeGuard),
    returns: 'The organization scopes.',
    failures: { 404: 'No such organization.', 422: 'The user is not a member.' },
  }),
};
