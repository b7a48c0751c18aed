import { z } from 'zod';

import {
  organizationRoleCreateGuard,
  organizationRoleGuard,
  organizationRolePatchGuard,
  organizationRoleResourceScopesLinkGuard,
  organizationRoleScopesLinkGuard,
  organizationRoleWithScopesGuard,
  organizationScopeCreateGuard,
  organizationScopeGuard,
  organizationScopePatchGuard,
} from '../entities/organization-role';
import { scopeGuard } from '../entities/scope';
import { defineEndpoint } from './endpoint';
import { paginationQuery } from './pagination';
import { organizationSearchPageQuery, pathParams } from './params';

const id = pathParams('id');

/** The organization template's permissions: `/organization-scopes`. */
export const organizationScopeApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/organization-scopes',
    summary: 'List organization scopes',
    description: 'Organization scopes by name. `q` or `search` match the name, description or id.',
    query: organizationSearchPageQuery,
    response: z.array(organizationScopeGuard),
    returns: 'A page of organization scopes.',
    paged: true,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/organization-scopes',
    summary: 'Create an organization scope',
    description: 'The name is unique in the tenant.',
    body: organizationScopeCreateGuard,
    response: organizationScopeGuard,
    status: 201,
    returns: 'The created organization scope.',
    failures: {
      400: 'Invalid body.',
      422: 'The name is in use (`entity.unique_integrity_violation`).',
    },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/organization-scopes/{id}',
    summary: 'Get an organization scope',
    params: id,
    response: organizationScopeGuard,
    returns: 'The organization scope.',
    failures: { 404: 'No organization scope with this id.' },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/organization-scopes/{id}',
    summary: 'Update an organization scope',
    params: id,
    body: organizationScopePatchGuard,
    response: organizationScopeGuard,
    returns: 'The updated organization scope.',
    failures: {
      400: 'Invalid body.',
      404: 'No organization scope with this id.',
      422: 'The name is in use.',
    },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/organization-scopes/{id}',
    summary: 'Delete an organization scope',
    description: 'Roles granting it lose it; members lose it with the next token.',
    params: id,
    returns: 'Deleted.',
    failures: { 404: 'No organization scope with this id.' },
  }),
};

/** The organization template's roles: `/organization-roles`, with the scopes each grants. */
export const organizationRoleApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/organization-roles',
    summary: 'List organization roles',
    description:
      'Organization roles by name, each with the organization scopes and API resource scopes it grants. `q` or `search` match the name, description or id.',
    query: organizationSearchPageQuery,
    response: z.array(organizationRoleWithScopesGuard),
    returns: 'A page of organization roles.',
    paged: true,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/organization-roles',
    summary: 'Create an organization role',
    description:
      'The name is unique in the tenant; the type defaults to `User`. `organizationScopeIds` and `resourceScopeIds` are granted at once.',
    body: organizationRoleCreateGuard,
    response: organizationRoleGuard,
    status: 201,
    returns: 'The created organization role.',
    failures: {
      400: 'Invalid body.',
      404: 'An organization scope or resource scope does not exist.',
      422: 'The name is in use.',
    },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/organization-roles/{id}',
    summary: 'Get an organization role',
    params: id,
    response: organizationRoleGuard,
    returns: 'The organization role.',
    failures: { 404: 'No organization role with this id.' },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/organization-roles/{id}',
    summary: 'Update an organization role',
    description: 'The type changes only while no user or application holds the role.',
    params: id,
    body: organizationRolePatchGuard,
    response: organizationRoleGuard,
    returns: 'The updated organization role.',
    failures: {
      400: 'Invalid body.',
      404: 'No organization role with this id.',
      422: 'The name is in use, or the type changed while the role is held.',
    },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/organization-roles/{id}',
    summary: 'Delete an organization role',
    description: 'Members and applications of every organization lose the role.',
    params: id,
    returns: 'Deleted.',
    failures: { 404: 'No organization role with this id.' },
  }),

  listScopes: defineEndpoint({
    method: 'get',
    path: '/organization-roles/{id}/scopes',
    summary: 'List the organization scopes of an organization role',
    params: id,
    query: paginationQuery,
    response: z.array(organizationScopeGuard),
    returns: 'A page of organization scopes.',
    paged: true,
    failures: { 404: 'No organization role with this id.' },
  }),
  addScopes: defineEndpoint({
    method: 'post',
    path: '/organization-roles/{id}/scopes',
    summary: 'Add organization scopes to an organization role',
    description: 'Scopes the role grants already are kept.',
    params: id,
    body: organizationRoleScopesLinkGuard,
    status: 201,
    returns: 'Added.',
    failures: { 400: 'Invalid body.', 404: 'No such organization role or scope.' },
  }),
  replaceScopes: defineEndpoint({
    method: 'put',
    path: '/organization-roles/{id}/scopes',
    summary: 'Replace the organization scopes of an organization role',
    params: id,
    body: organizationRoleScopesLinkGuard,
    returns: 'Replaced.',
    failures: { 400: 'Invalid body.', 404: 'No such organization role or scope.' },
  }),
  removeScope: defineEndpoint({
    method: 'delete',
    path: '/organization-roles/{id}/scopes/{organizationScopeId}',
    summary: 'Remove an organization scope from an organization role',
    params: pathParams('id', 'organizationScopeId'),
    returns: 'Removed.',
    failures: { 404: 'No such organization role, or it does not grant the scope.' },
  }),

  listResourceScopes: defineEndpoint({
    method: 'get',
    path: '/organization-roles/{id}/resource-scopes',
    summary: 'List the API resource scopes of an organization role',
    params: id,
    query: paginationQuery,
    response: z.array(scopeGuard),
    returns: 'A page of API resource scopes.',
    paged: true,
    failures: { 404: 'No organization role with this id.' },
  }),
  addResourceScopes: defineEndpoint({
    method: 'post',
    path: '/organization-roles/{id}/resource-scopes',
    summary: 'Add API resource scopes to an organization role',
    description: 'Scopes the role grants already are kept.',
    params: id,
    body: organizationRoleResourceScopesLinkGuard,
    status: 201,
    returns: 'Added.',
    failures: { 400: 'Invalid body.', 404: 'No such organization role or scope.' },
  }),
  replaceResourceScopes: defineEndpoint({
    method: 'put',
    path: '/organization-roles/{id}/resource-scopes',
    summary: 'Replace the API resource scopes of an organization role',
    params: id,
    body: organizationRoleResourceScopesLinkGuard,
    returns: 'Replaced.',
    failures: { 400: 'Invalid body.', 404: 'No such organization role or scope.' },
  }),
  removeResourceScope: defineEndpoint({
    method: 'delete',
    path: '/organization-roles/{id}/resource-scopes/{scopeId}',
    summary: 'Remove an API resource scope from an organization role',
    params: pathParams('id', 'scopeId'),
    returns: 'Removed.',
    failures: { 404: 'No such organization role, or it does not grant the scope.' },
  }),
};
