import { z } from 'zod';

import {
  organizationApplicationGuard,
  organizationApplicationsLinkGuard,
  organizationApplicationsReplaceGuard,
  organizationApplicationsRolesAssignGuard,
  organizationRoleIdsGuard,
} from '../entities/organization';
import { organizationRoleGuard } from '../entities/organization-role';
import { defineEndpoint } from './endpoint';
import { paginationQuery } from './pagination';
import { organizationSearchPageQuery, pathParams } from './params';

const id = pathParams('id');
const application = pathParams('id', 'applicationId');

/**
 * The machine-to-machine applications of an organization and the organization roles they hold
 * there: `/organizations/{id}/applications…`.
 */
export const organizationApplicationApi = {
  listApplications: defineEndpoint({
    method: 'get',
    path: '/organizations/{id}/applications',
    summary: 'List the applications of an organization',
    description:
      'Machine-to-machine applications of the organization, newest first, each with its organization roles. `q` or `search` match the name, description or id.',
    params: id,
    query: organizationSearchPageQuery,
    response: z.array(organizationApplicationGuard),
    returns: 'A page of applications.',
    paged: true,
    failures: { 404: 'No organization with this id.' },
  }),
  addApplications: defineEndpoint({
    method: 'post',
    path: '/organizations/{id}/applications',
    summary: 'Add applications to an organization',
    description: 'Machine-to-machine applications only; those in the organization already stay.',
    params: id,
    body: organizationApplicationsLinkGuard,
    status: 201,
    returns: 'Added.',
    failures: {
      400: 'Invalid body.',
      404: 'No such organization or application.',
      422: 'An application is not machine-to-machine.',
    },
  }),
  replaceApplications: defineEndpoint({
    method: 'put',
    path: '/organizations/{id}/applications',
    summary: 'Replace the applications of an organization',
    params: id,
    body: organizationApplicationsReplaceGuard,
    returns: 'Replaced.',
    failures: {
      400: 'Invalid body.',
      404: 'No such organization or application.',
      422: 'An application is not machine-to-machine.',
    },
  }),
  removeApplication: defineEndpoint({
    method: 'delete',
    path: '/organizations/{id}/applications/{applicationId}',
    summary: 'Remove an application from an organization',
    params: application,
    returns: 'Removed.',
    failures: { 404: 'No such organization, or the application is not in it.' },
  }),
  assignApplicationsRoles: defineEndpoint({
    method: 'post',
    path: '/organizations/{id}/applications/roles',
    summary: 'Assign organization roles to applications',
    description:
      'Each application must be in the organization; each role must be machine-to-machine.',
    params: id,
    body: organizationApplicationsRolesAssignGuard,
    status: 201,
    returns: 'Assigned.',
    failures: {
      400: 'Invalid body.',
      404: 'No such organization or role.',
      422: 'An application is not in the organization, or a role is a User role.',
    },
  }),
  listApplicationRoles: defineEndpoint({
    method: 'get',
    path: '/organizations/{id}/applications/{applicationId}/roles',
    summary: 'List the organization roles of an application',
    params: application,
    query: paginationQuery,
    response: z.array(organizationRoleGuard),
    returns: 'A page of organization roles.',
    paged: true,
    failures: { 404: 'No such organization.', 422: 'The application is not in the organization.' },
  }),
  addApplicationRoles: defineEndpoint({
    method: 'post',
    path: '/organizations/{id}/applications/{applicationId}/roles',
    summary: 'Assign organization roles to an application',
    params: application,
    body: organizationRoleIdsGuard,
    status: 201,
    returns: 'Assigned.',
    failures: {
      400: 'Invalid body.',
      404: 'No such organization or role.',
      422: 'The application is not in the organization, or a role is a User role.',
    },
  }),
  replaceApplicationRoles: defineEndpoint({
    method: 'put',
    path: '/organizations/{id}/applications/{applicationId}/roles',
    summary: 'Replace the organization roles of an application',
    params: application,
    body: organizationRoleIdsGuard,
    returns: 'Replaced.',
    failures: {
      400: 'Invalid body.',
      404: 'No such organization or role.',
      422: 'The application is not in the organization, or a role is a User role.',
    },
  }),
  removeApplicationRole: defineEndpoint({
    method: 'delete',
    path: '/organizations/{id}/applications/{applicationId}/roles/{organizationRoleId}',
    summary: 'Remove an organization role from an application',
    params: pathParams('id', 'applicationId', 'organizationRoleId'),
    returns: 'Removed.',
    failures: { 404: 'No such organization, or the application does not hold the role.' },
  }),
};
