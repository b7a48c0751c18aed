import { z } from 'zod';

import { applicationGuard } from '../entities/application';
import {
  roleApplicationsLinkGuard,
  roleCreateGuard,
  roleGuard,
  roleListItemGuard,
  rolePatchGuard,
  roleScopeGuard,
  roleScopesLinkGuard,
  roleTypeGuard,
  roleUsersLinkGuard,
} from '../entities/role';
import { scopeGuard } from '../entities/scope';
import { userInfoGuard } from '../entities/user';
import { defineEndpoint } from './endpoint';
import { pathParams, searchPageQuery } from './params';

const id = pathParams('id');

/** The roles area of the Management API: roles, the scopes they grant, and who holds them. */
export const roleApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/roles',
    summary: 'List roles',
    description:
      'Roles newest first, each with how many users and applications hold it and a few of them. `search` (a pattern, `%text%` for a substring) matches the name, description or id.',
    query: searchPageQuery.extend({
      type: roleTypeGuard.optional(),
      excludeUserId: z.string().optional().meta({ description: 'Leave out roles this user holds.' }),
      excludeApplicationId: z.string().optional().meta({ description: 'Leave out roles this application holds.' }),
    }),
    response: z.array(roleListItemGuard),
    returns: 'A page of roles.',
    paged: true,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/roles',
    summary: 'Create a role',
    description:
      'The name is unique in the tenant; the type (default `User`) cannot change later. `scopeIds` grants API resource scopes at once.',
    body: roleCreateGuard,
    response: roleGuard,
    returns: 'The created role.',
    failures: {
      400: 'Invalid body.',
      404: 'A scope does not exist.',
      422: 'The name is in use, or the role cannot hold these settings or scopes.',
    },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/roles/{id}',
    summary: 'Get a role',
    params: id,
    response: roleGuard,
    returns: 'The role.',
    failures: { 404: 'No role with this id.' },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/roles/{id}',
    summary: 'Update a role',
    params: id,
    body: rolePatchGuard,
    response: roleGuard,
    returns: 'The updated role.',
    failures: {
      400: 'Invalid body.',
      404: 'No role with this id.',
      422: 'The name is in use, or a machine-to-machine role was made default.',
    },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/roles/{id}',
    summary: 'Delete a role',
    description: 'Users and applications lose the role and the scopes it gave them.',
    params: id,
    returns: 'Deleted.',
    failures: { 404: 'No role with this id.' },
  }),

  listScopes: defineEndpoint({
    method: 'get',
    path: '/roles/{id}/scopes',
    summary: 'List the scopes of a role',
    description:
      'API resource scopes the role grants, each with its resource, newest first. `search` on name, description or id.',
    params: id,
    query: searchPageQuery,
    response: z.array(roleScopeGuard),
    returns: 'A page of scopes.',
    paged: true,
    failures: { 404: 'No role with this id.' },
  }),
  addScopes: defineEndpoint({
    method: 'post',
    path: '/roles/{id}/scopes',
    summary: 'Add scopes to a role',
    description:
      'Holders of the role get the scopes in tokens issued from now on. Answers with all scopes the role holds.',
    params: id,
    body: roleScopesLinkGuard,
    response: z.array(scopeGuard),
    status: 201,
    returns: 'Every scope the role now holds.',
    failures: {
      400: 'Invalid body.',
      404: 'No such role or scope.',
      422: 'The role holds a scope already, or may not hold Management API scopes.',
    },
  }),
  removeScope: defineEndpoint({
    method: 'delete',
    path: '/roles/{id}/scopes/{scopeId}',
    summary: 'Remove a scope from a role',
    params: pathParams('id', 'scopeId'),
    returns: 'Removed.',
    failures: { 404: 'No such role, or it does not hold the scope.' },
  }),

  listUsers: defineEndpoint({
    method: 'get',
    path: '/roles/{id}/users',
    summary: 'List the users of a role',
    description: 'Users holding a User role, newest first. `search` on id, username, email, phone or name.',
    params: id,
    query: searchPageQuery,
    response: z.array(userInfoGuard),
    returns: 'A page of users.',
    paged: true,
    failures: { 404: 'No role with this id.', 422: 'The role is machine-to-machine (`role.user_role_for_user_only`).' },
  }),
  assignUsers: defineEndpoint({
    method: 'post',
    path: '/roles/{id}/users',
    summary: 'Assign a role to users',
    description: 'The role must be a User role. Users holding it already are refused (`role.user_exists`).',
    params: id,
    body: roleUsersLinkGuard,
    status: 201,
    returns: 'Assigned.',
    failures: {
      400: 'Invalid body.',
      404: 'No such role or user.',
      422: 'The role is machine-to-machine, or a user holds it already.',
    },
  }),
  removeUser: defineEndpoint({
    method: 'delete',
    path: '/roles/{id}/users/{userId}',
    summary: 'Remove a role from a user',
    params: pathParams('id', 'userId'),
    returns: 'Removed.',
    failures: { 404: 'No such role, or the user does not hold it.' },
  }),

  listApplications: defineEndpoint({
    method: 'get',
    path: '/roles/{id}/applications',
    summary: 'List the applications of a role',
    description:
      'Machine-to-machine applications holding the role, newest first. `search` on name, id or description.',
    params: id,
    query: searchPageQuery,
    response: z.array(applicationGuard),
    returns: 'A page of applications.',
    paged: true,
    failures: { 404: 'No role with this id.', 422: 'The role is a User role (`role.m2m_role_for_m2m_only`).' },
  }),
  assignApplications: defineEndpoint({
    method: 'post',
    path: '/roles/{id}/applications',
    summary: 'Assign a role to applications',
    description:
      'The role and every application must be machine-to-machine. Applications holding the role already are refused (`role.application_exists`).',
    params: id,
    body: roleApplicationsLinkGuard,
    status: 201,
    returns: 'Assigned.',
    failures: {
      400: 'Invalid body.',
      404: 'No such role or application.',
      422: 'A type does not match, or an application holds the role already.',
    },
  }),
  removeApplication: defineEndpoint({
    method: 'delete',
    path: '/roles/{id}/applications/{applicationId}',
    summary: 'Remove a role from an application',
    description: "Tokens issued to the application from now on no longer carry the role's scopes.",
    params: pathParams('id', 'applicationId'),
    returns: 'Removed.',
    failures: { 404: 'No such role, or the application does not hold it.' },
  }),
};
