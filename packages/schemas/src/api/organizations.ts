import { z } from 'zod';

import {
  organizationCreateGuard,
  organizationGuard,
  organizationListItemGuard,
  organizationPatchGuard,
  organizationWithRolesGuard,
} from '../entities/organization';
import { defineEndpoint } from './endpoint';
import { organizationApplicationApi } from './organization-applications';
import { organizationJitApi } from './organization-jit';
import { organizationUserApi } from './organization-users';
import { paginationQuery } from './pagination';
import { organizationSearchPageQuery, pathParams } from './params';

const id = pathParams('id');

/**
 * The organizations area: organizations, their members and machine-to-machine applications with
 * their organization roles (organization-users.ts, organization-applications.ts), and just-in-time
 * provisioning (organization-jit.ts); also the organizations seen from a user
 * (`/users/{userId}/organizations`) and an application (`/applications/{id}/organizations`).
 */
export const organizationApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/organizations',
    summary: 'List organizations',
    description:
      'Organizations newest first. `q` or `search` match the name, description or id; `showFeatured=true` adds `usersCount` and a few `featuredUsers`.',
    query: organizationSearchPageQuery.extend({
      showFeatured: z
        .string()
        .optional()
        .meta({ description: '`true`, `1` or `yes` to add member counts and previews.' }),
    }),
    response: z.array(organizationListItemGuard),
    returns: 'A page of organizations.',
    paged: true,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/organizations',
    summary: 'Create an organization',
    body: organizationCreateGuard,
    response: organizationGuard,
    status: 201,
    returns: 'The created organization.',
    failures: { 400: 'Invalid body.' },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/organizations/{id}',
    summary: 'Get an organization',
    params: id,
    response: organizationGuard,
    returns: 'The organization.',
    failures: { 404: 'No organization with this id.' },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/organizations/{id}',
    summary: 'Update an organization',
    params: id,
    body: organizationPatchGuard,
    response: organizationGuard,
    returns: 'The updated organization.',
    failures: { 400: 'Invalid body.', 404: 'No organization with this id.' },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/organizations/{id}',
    summary: 'Delete an organization',
    description: 'Its memberships, roles held in it, applications and JIT settings go with it.',
    params: id,
    returns: 'Deleted.',
    failures: { 404: 'No organization with this id.' },
  }),

  ...organizationUserApi,
  ...organizationApplicationApi,
  ...organizationJitApi,

  listUserOrganizations: defineEndpoint({
    method: 'get',
    path: '/users/{userId}/organizations',
    summary: 'List the organizations of a user',
    description: 'Organizations the user is a member of, each with the roles the user holds there.',
    params: pathParams('userId'),
    response: z.array(organizationWithRolesGuard),
    returns: 'The organizations.',
    failures: { 404: 'No user with this id.' },
  }),
  listApplicationOrganizations: defineEndpoint({
    method: 'get',
    path: '/applications/{id}/organizations',
    summary: 'List the organizations of an application',
    description:
      'Organizations the machine-to-machine application is in, each with its roles there.',
    params: id,
    query: paginationQuery,
    response: z.array(organizationWithRolesGuard),
    returns: 'A page of organizations.',
    paged: true,
    failures: { 404: 'No application with this id.' },
  }),
};
