import { z } from 'zod';

import { defaultTenantName, tenantRoles } from '../constants';
import { regionGuard, tenantGuard, tenantTagGuard } from '../entities/console/tenant';
import { defineEndpoint } from './endpoint';
import { pathParams } from './params';

/** Longest tenant name; as long as an organization's, the admin-tenant organization carries it. */
export const tenantNameMaxLength = 128;

/**
 * The resource indicator of the cloud API (`/api/tenants` … under the admin tenant). Console users
 * ask the admin tenant for a token of it; its scopes are the cloud scopes (spec 001 §6).
 */
export const cloudApiIndicator = 'https://cloud.tessera.app/api';

export const tenantRoleGuard = z.enum(tenantRoles);
export type TenantRole = z.infer<typeof tenantRoleGuard>;

/** A tenant as its member sees it: the tenant (spec 001 §3) and the member's tenant role. */
export const tenantResponseGuard = tenantGuard
  .extend({
    role: tenantRoleGuard.meta({ description: "The caller's role in the tenant." }),
    planName: z.string().meta({ description: 'The name of the plan the tenant is on.' }),
  })
  .meta({ id: 'TenantResponse' });
export type TenantResponse = z.infer<typeof tenantResponseGuard>;

/** `POST /api/tenants`: a blank or missing name becomes "My project"; the tag defaults to development. */
export const tenantCreateBodyGuard = z.object({
  name: z
    .string()
    .max(tenantNameMaxLength)
    .optional()
    .meta({ description: `The tenant's name; blank or missing means "${defaultTenantName}".` }),
  tag: tenantTagGuard.optional().meta({ description: 'development (default) or production.' }),
  regionName: regionGuard.meta({ description: 'Where the tenant keeps its data: EU or US. Cannot change later.' }),
});
export type TenantCreateBody = z.infer<typeof tenantCreateBodyGuard>;

/** `PATCH /api/tenants/{id}`: the name and the tag; the region never changes. */
export const tenantPatchBodyGuard = z.object({
  name: z.string().trim().min(1).max(tenantNameMaxLength).optional(),
  tag: tenantTagGuard.optional(),
});
export type TenantPatchBody = z.infer<typeof tenantPatchBodyGuard>;

const id = pathParams('id');

/**
 * The cloud API's tenants, served by the admin tenant of the cloud edition only (404 elsewhere).
 * Callers are console users with an admin-tenant token for `cloudApiIndicator`.
 */
export const tenantApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/tenants',
    summary: 'List my tenants',
    description: 'The tenants the caller is a member of, oldest first, each with the caller\'s role. Needs `manage:tenant:self`.',
    response: z.array(tenantResponseGuard),
    returns: 'The tenants.',
    failures: { 401: 'No valid cloud API token.', 403: 'The token lacks the scope.', 404: 'Not the cloud edition.' },
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/tenants',
    summary: 'Create a tenant',
    description:
      'Provisions a tenant (its Management API, signing keys, sign-in experience) and makes the caller its admin. Needs `create:tenant`.',
    body: tenantCreateBodyGuard,
    response: tenantResponseGuard,
    returns: 'The created tenant.',
    failures: { 400: 'Invalid body.', 401: 'No valid cloud API token.', 403: 'The token lacks the scope.', 404: 'Not the cloud edition.' },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/tenants/{id}',
    summary: 'Update a tenant',
    description: "Changes the tenant's name or tag. Only the tenant's admins; needs `manage:tenant:self`.",
    params: id,
    body: tenantPatchBodyGuard,
    response: tenantResponseGuard,
    returns: 'The updated tenant.',
    failures: {
      400: 'Invalid body.',
      401: 'No valid cloud API token.',
      403: 'The caller is not an admin of the tenant, or the token lacks the scope.',
      404: 'No such tenant among the caller\'s.',
    },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/tenants/{id}',
    summary: 'Delete a tenant',
    description: "Deletes the tenant and all its data. Only the tenant's admins; needs `manage:tenant:self`.",
    params: id,
    failures: {
      401: 'No valid cloud API token.',
      403: 'The caller is not an admin of the tenant, or the token lacks the scope.',
      404: 'No such tenant among the caller\'s.',
    },
  }),
} as const;
