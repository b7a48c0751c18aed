import { z } from 'zod';

import {
  organizationJitEmailDomainCreateGuard,
  organizationJitEmailDomainGuard,
  organizationJitEmailDomainsReplaceGuard,
  organizationRoleIdsGuard,
} from '../entities/organization';
import { organizationRoleGuard } from '../entities/organization-role';
import { defineEndpoint } from './endpoint';
import { paginationQuery } from './pagination';
import { pathParams } from './params';

const id = pathParams('id');

/** Just-in-time provisioning of an organization: `/organizations/{id}/jit/…` email domains and roles. */
export const organizationJitApi = {
  listJitEmailDomains: defineEndpoint({
    method: 'get',
    path: '/organizations/{id}/jit/email-domains',
    summary: 'List the just-in-time email domains of an organization',
    description:
      'Users signing up or in with a verified email of these domains join the organization.',
    params: id,
    query: paginationQuery,
    response: z.array(organizationJitEmailDomainGuard),
    returns: 'A page of email domains.',
    paged: true,
    failures: { 404: 'No organization with this id.' },
  }),
  addJitEmailDomain: defineEndpoint({
    method: 'post',
    path: '/organizations/{id}/jit/email-domains',
    summary: 'Add a just-in-time email domain',
    params: id,
    body: organizationJitEmailDomainCreateGuard,
    response: organizationJitEmailDomainGuard,
    status: 201,
    returns: 'The added email domain.',
    failures: {
      400: 'Invalid body or domain.',
      404: 'No organization with this id.',
      422: 'The organization has the domain already.',
    },
  }),
  replaceJitEmailDomains: defineEndpoint({
    method: 'put',
    path: '/organizations/{id}/jit/email-domains',
    summary: 'Replace the just-in-time email domains',
    params: id,
    body: organizationJitEmailDomainsReplaceGuard,
    returns: 'Replaced.',
    failures: { 400: 'Invalid body or domain.', 404: 'No organization with this id.' },
  }),
  removeJitEmailDomain: defineEndpoint({
    method: 'delete',
    path: '/organizations/{id}/jit/email-domains/{emailDomain}',
    summary: 'Remove a just-in-time email domain',
    params: pathParams('id', 'emailDomain'),
    returns: 'Removed.',
    failures: { 404: 'No such organization, or it does not have the domain.' },
  }),
  listJitRoles: defineEndpoint({
    method: 'get',
    path: '/organizations/{id}/jit/roles',
    summary: 'List the just-in-time roles of an organization',
    description: 'Roles given to users who join the organization just in time.',
    params: id,
    query: paginationQuery,
    response: z.array(organizationRoleGuard),
    returns: 'A page of organization roles.',
    paged: true,
    failures: { 404: 'No organization with this id.' },
  }),
  addJitRoles: defineEndpoint({
    method: 'post',
    path: '/organizations/{id}/jit/roles',
    summary: 'Add just-in-time roles',
    description: '`User` roles only; roles in the list already are kept.',
    params: id,
    body: organizationRoleIdsGuard,
    status: 201,
    returns: 'Added.',
    failures: {
      400: 'Invalid body.',
      404: 'No such organization or role.',
      422: 'A role is machine-to-machine.',
    },
  }),
  replaceJitRoles: defineEndpoint({
    method: 'put',
    path: '/organizations/{id}/jit/roles',
    summary: 'Replace the just-in-time roles',
    params: id,
    body: organizationRoleIdsGuard,
    returns: 'Replaced.',
    failures: {
      400: 'Invalid body.',
      404: 'No such organization or role.',
      422: 'A role is machine-to-machine.',
    },
  }),
  removeJitRole: defineEndpoint({
    method: 'delete',
    path: '/organizations/{id}/jit/roles/{organizationRoleId}',
    summary: 'Remove a just-in-time role',
    params: pathParams('id', 'organizationRoleId'),
    returns: 'Removed.',
    failures: { 404: 'No such organization, or the role is not a just-in-time role of it.' },
  }),
};
