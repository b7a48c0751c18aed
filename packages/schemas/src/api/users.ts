import { z } from 'zod';

import { userIdGuard } from '../entities/common';
import { roleGuard } from '../entities/role';
import {
  userCreateGuard,
  userDetailsGuard,
  userInfoGuard,
  userPatchGuard,
  userRoleIdsGuard,
} from '../entities/user';
import { defineEndpoint } from './endpoint';
import { pathParams, searchPageQuery } from './params';
import { userAccountApi } from './users-account';
import { userConnectionsApi } from './users-connections';
import { userMfaApi } from './users-mfa';
import { includeSsoIdentitiesQuery, userListQuery } from './users-search';

const userId = pathParams('userId');
/** User ids are at most 12 characters: a longer one is a malformed request, not a missing user. */
const userIdParam = z.object({ userId: userIdGuard });
const roleIdsFailures = {
  400: 'Invalid body.',
  404: 'No such user or role.',
  422: 'A role is machine-to-machine (`user.invalid_role_type`).',
} as const;

/**
 * The users area of the Management API: the tenant's users, their account (password, suspension,
 * custom data, profile), their connections (identities, MFA factors, sessions, grants) and roles.
 */
export const userApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/users',
    summary: 'List users',
    description:
      'Users of the tenant, newest first. `search` (a pattern, `%text%` for a substring) matches id, username, email, phone or name; `search.<field>` with `mode.<field>`, `joint` and `isCaseSensitive` searches named fields. `includeSsoIdentities` adds the `ssoIdentities` of each user.',
    query: userListQuery,
    response: z.array(userInfoGuard),
    returns: 'A page of users.',
    paged: true,
    failures: { 400: 'Bad page, search mode or pattern (`user.invalid_search_pattern`).' },
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/users',
    summary: 'Create a user',
    description:
      'Identifiers follow the spec rules and are unique in the tenant (the username as written, the email ignoring case, the phone by its digits). Either `password` (checked against the password policy, stored with Argon2id) or `passwordDigest` with `passwordAlgorithm`. Default roles are assigned.',
    body: userCreateGuard,
    response: userInfoGuard,
    returns: 'The created user.',
    failures: {
      400: 'Invalid body, identifier, password algorithm or digest, or custom data too large.',
      422: 'An identifier is in use, or the password fails the policy.',
    },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/users/{userId}',
    summary: 'Get a user',
    description:
      'One user of the tenant. The password hash is left out unless `includePasswordHash` is `true`, `1` or `yes` (to move users elsewhere); `includeSsoIdentities` adds `ssoIdentities`.',
    params: userIdParam,
    query: z.object({
      includePasswordHash: z.string().optional().meta({ description: '`true`, `1` or `yes` to add `passwordDigest` and `passwordAlgorithm`.' }),
      includeSsoIdentities: includeSsoIdentitiesQuery,
    }),
    response: userDetailsGuard,
    returns: 'The user.',
    failures: { 404: 'No user with this id.' },
  }),

  update: defineEndpoint({
    method: 'patch',
    path: '/users/{userId}',
    summary: 'Update a user',
    description: '`null` clears a field; `customData` replaces the whole object, `profile` too.',
    params: userIdParam,
    body: userPatchGuard,
    response: userInfoGuard,
    returns: 'The updated user.',
    failures: {
      400: 'Invalid body or identifier, or custom data too large.',
      404: 'No user with this id.',
      422: 'An identifier is in use.',
    },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/users/{userId}',
    summary: 'Delete a user',
    description: 'The user loses their roles, sessions, grants and tokens at once.',
    params: userIdParam,
    returns: 'Deleted.',
    failures: { 404: 'No user with this id.' },
  }),
  ...userAccountApi,
  ...userConnectionsApi,
  ...userMfaApi,

  listRoles: defineEndpoint({
    method: 'get',
    path: '/users/{userId}/roles',
    summary: 'List the roles of a user',
    description: 'User roles the user holds, newest first. `search` on name, description or id.',
    params: userId,
    query: searchPageQuery,
    response: z.array(roleGuard),
    returns: 'A page of roles.',
    paged: true,
    failures: { 404: 'No user with this id.' },
  }),
  assignRoles: defineEndpoint({
    method: 'post',
    path: '/users/{userId}/roles',
    summary: 'Assign roles to a user',
    description: 'Adds User roles; roles the user holds already are left as they are.',
    params: userId,
    body: userRoleIdsGuard,
    response: z.object({
      roleIds: z.array(z.string()).meta({ description: 'The role ids asked for.' }),
      addedRoleIds: z.array(z.string()).meta({ description: 'The roles the user did not hold before.' }),
    }),
    status: 201,
    returns: 'Assigned.',
    failures: roleIdsFailures,
  }),
  replaceRoles: defineEndpoint({
    method: 'put',
    path: '/users/{userId}/roles',
    summary: 'Replace the roles of a user',
    description: 'The user ends up holding exactly these User roles.',
    params: userId,
    body: userRoleIdsGuard,
    response: z.object({ roleIds: z.array(z.string()) }),
    returns: 'Replaced.',
    failures: roleIdsFailures,
  }),
  removeRole: defineEndpoint({
    method: 'delete',
    path: '/users/{userId}/roles/{roleId}',
    summary: 'Remove a role from a user',
    params: pathParams('userId', 'roleId'),
    returns: 'Removed.',
    failures: { 404: 'No such user or role, or not assigned.' },
  }),
};
