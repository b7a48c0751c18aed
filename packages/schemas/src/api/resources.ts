import { z } from 'zod';

import {
  resourceCreateGuard,
  resourceGuard,
  resourceIsDefaultPatchGuard,
  resourcePatchGuard,
  resourceWithScopesGuard,
} from '../entities/resource';
import { scopeCreateGuard, scopeGuard, scopePatchGuard } from '../entities/scope';
import { defineEndpoint } from './endpoint';
import { pathParams, searchPageQuery } from './params';

const id = pathParams('id');
const resourceId = pathParams('resourceId');
const resourceScopeId = pathParams('resourceId', 'scopeId');

/** The API resources area of the Management API: resources, their scopes and the tenant's default. */
export const resourceApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/resources',
    summary: 'List API resources',
    description:
      "API resources of the tenant, newest first, the built-in Management API included (flagged `isManagementApi`). `search` (a pattern, `%text%` for a substring) matches the name, indicator or id; `includeScopes=true` embeds each resource's scopes.",
    query: searchPageQuery.extend({
      includeScopes: z.string().optional().meta({ description: '`true`, `1` or `yes` to embed scopes.' }),
    }),
    response: z.array(resourceWithScopesGuard),
    returns: 'A page of resources.',
    paged: true,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/resources',
    summary: 'Create an API resource',
    description: 'The indicator is unique in the tenant and cannot change later.',
    body: resourceCreateGuard,
    response: resourceWithScopesGuard,
    returns: 'The created resource, with no scopes yet.',
    status: 201,
    failures: {
      400: 'Invalid body.',
      422: 'The indicator is already in use (`resource.indicator_in_use`).',
    },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/resources/{id}',
    summary: 'Get an API resource',
    params: id,
    response: resourceGuard,
    returns: 'The resource.',
    failures: { 404: 'No resource with this id.' },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/resources/{id}',
    summary: 'Update an API resource',
    description: 'Changes the name or the access token lifetime. The Management API cannot be changed.',
    params: id,
    body: resourcePatchGuard,
    response: resourceGuard,
    returns: 'The updated resource.',
    failures: {
      400: 'Invalid body.',
      404: 'No resource with this id.',
      422: 'The Management API cannot be changed.',
    },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/resources/{id}',
    summary: 'Delete an API resource',
    description: 'Deletes the resource and its scopes. The Management API cannot be deleted.',
    params: id,
    returns: 'Deleted.',
    failures: { 404: 'No resource with this id.', 422: 'The Management API cannot be deleted.' },
  }),
  setIsDefault: defineEndpoint({
    method: 'patch',
    path: '/resources/{id}/is-default',
    summary: 'Set the default API resource',
    description:
      'The default resource is used when a token request names none. One per tenant: setting one clears the previous default.',
    params: id,
    body: resourceIsDefaultPatchGuard,
    response: resourceGuard,
    returns: 'The updated resource.',
    failures: {
      400: 'Invalid body.',
      404: 'No resource with this id.',
      422: 'The Management API cannot be changed.',
    },
  }),

  listScopes: defineEndpoint({
    method: 'get',
    path: '/resources/{resourceId}/scopes',
    summary: 'List the scopes of an API resource',
    description: 'Newest first; `search` (a pattern, `%text%` for a substring) matches the name, description or id.',
    params: resourceId,
    query: searchPageQuery,
    response: z.array(scopeGuard),
    returns: 'A page of scopes.',
    paged: true,
    failures: { 404: 'No resource with this id.' },
  }),
  createScope: defineEndpoint({
    method: 'post',
    path: '/resources/{resourceId}/scopes',
    summary: 'Create a scope of an API resource',
    params: resourceId,
    body: scopeCreateGuard,
    response: scopeGuard,
    returns: 'The created scope.',
    status: 201,
    failures: {
      400: 'Invalid body, or a name with spaces.',
      404: 'No resource with this id.',
      422: 'The name exists, or the resource is the Management API.',
    },
  }),
  updateScope: defineEndpoint({
    method: 'patch',
    path: '/resources/{resourceId}/scopes/{scopeId}',
    summary: 'Update a scope of an API resource',
    params: resourceScopeId,
    body: scopePatchGuard,
    response: scopeGuard,
    returns: 'The updated scope.',
    failures: {
      400: 'Invalid body, or a name with spaces.',
      404: 'No such resource, or no such scope in it.',
      422: 'The name exists, or the resource is the Management API.',
    },
  }),
  deleteScope: defineEndpoint({
    method: 'delete',
    path: '/resources/{resourceId}/scopes/{scopeId}',
    summary: 'Delete a scope of an API resource',
    description: 'Roles holding the scope lose it; tokens issued afterwards no longer carry it.',
    params: resourceScopeId,
    returns: 'Deleted.',
    failures: {
      404: 'No such resource, or no such scope in it.',
      422: 'The resource is the Management API.',
    },
  }),
};
