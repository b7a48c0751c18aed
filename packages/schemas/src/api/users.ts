import { z } from 'zod';

import { idMaxLength } from '../constants';
import { userIdGuard } from '../entities/common';
import { roleGuard } from '../entities/role';
import { userDetailsGuard, userInfoGuard, userRoleIdsGuard } from '../entities/user';
import { defineEndpoint } from './endpoint';
import { pathParams, searchPageQuery } from './params';

const userId = pathParams('userId');
const roleIdsFailures = {
  400: 'Invalid body.',
  404: 'No such user or role.',
  422: 'A role is machine-to-machine (`user.invalid_role_type`).',
} as const;

/** The users area of the Management API: the tenant's users and the roles they hold. */
export const userApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/users',
    summary: 'List users',
    description:
      'Users of the tenant, newest first. `search` (a pattern, `%text%` for a substring) matches id, username, email, phone or name.',
    query: searchPageQuery.extend({
      excludeRoleId: z
        .string()
        .max(idMaxLength)
        .optional()
        .meta({ description: 'Leave out users holding this role.' }),
    }),
    response: z.array(userInfoGuard),
    returns: 'A page of users.',
    paged: true,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/users/{userId}',
    summary: 'Get a user',
    description:
      'One user of the tenant. The password hash is left out unless `includePasswordHash` is `true`, `1` or `yes` (to move users elsewhere).',
    // User ids are at most 12 characters: a longer one is a malformed request, not a missing user.
    params: z.object({ userId: userIdGuard }),
    query: z.object({
      includePasswordHash: z.string().optional().meta({ description: '`true`, `1` or `yes` to add `passwordDigest` and `passwordAlgorithm`.' }),
      includeSsoIdentities: z
        .string()
        .optional()
        .meta({ description: 'Accepted for the reference API; Tessera has no enterprise SSO identities to add.' }),
    }),
    response: userDetailsGuard,
    returns: 'The user.',
    failures: { 404: 'No user with this id.' },
  }),

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
