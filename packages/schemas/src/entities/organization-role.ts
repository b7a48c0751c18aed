import { z } from 'zod';

import { lengthLimits } from '../constants';
import { bodyTenantIdGuard, idGuard } from './common';
import { roleTypeGuard } from './role';

const nameGuard = z.string().min(1).max(lengthLimits.organizationName);
const descriptionGuard = z.string().max(lengthLimits.organizationDescription);

/** A permission of the organization template, held by members through organization roles. */
export const organizationScopeGuard = z
  .object({
    tenantId: z.string(),
    id: idGuard,
    name: nameGuard,
    description: descriptionGuard.nullable(),
  })
  .meta({ id: 'OrganizationScope' });
export type OrganizationScope = z.infer<typeof organizationScopeGuard>;

/** `POST /api/organization-scopes`: the name is unique in the tenant. */
export const organizationScopeCreateGuard = z.object({
  tenantId: bodyTenantIdGuard,
  name: nameGuard,
  description: descriptionGuard.nullish(),
});
export type OrganizationScopeCreate = z.infer<typeof organizationScopeCreateGuard>;

/** `PATCH /api/organization-scopes/{id}`. */
export const organizationScopePatchGuard = z.object({
  tenantId: bodyTenantIdGuard,
  name: nameGuard.optional(),
  description: descriptionGuard.nullish(),
});
export type OrganizationScopePatch = z.infer<typeof organizationScopePatchGuard>;

/**
 * A role of the organization template, shared by every organization: `User` roles go to members,
 * `MachineToMachine` roles to machine-to-machine applications of an organization.
 */
export const organizationRoleGuard = z
  .object({
    tenantId: z.string(),
    id: idGuard,
    name: nameGuard,
    description: descriptionGuard.nullable(),
    type: roleTypeGuard,
  })
  .meta({ id: 'OrganizationRole' });
export type OrganizationRole = z.infer<typeof organizationRoleGuard>;

/** An organization role as named in lists of what someone holds: `{ id, name }`. */
export const organizationRoleRefGuard = z.object({ id: idGuard, name: z.string() });
export type OrganizationRoleRef = z.infer<typeof organizationRoleRefGuard>;

/** An API resource scope granted through an organization role, with its resource. */
export const organizationRoleResourceScopeRefGuard = z.object({
  id: idGuard,
  name: z.string(),
  resource: z.object({ id: idGuard, name: z.string() }),
});

/** A role in `GET /api/organization-roles`, with the scopes it grants. */
export const organizationRoleWithScopesGuard = organizationRoleGuard
  .extend({
    scopes: z.array(z.object({ id: idGuard, name: z.string() })),
    resourceScopes: z.array(organizationRoleResourceScopeRefGuard),
  })
  .meta({ id: 'OrganizationRoleWithScopes' });
export type OrganizationRoleWithScopes = z.infer<typeof organizationRoleWithScopesGuard>;

/**
 * `POST /api/organization-roles`: the name is unique in the tenant, the type defaults to `User`;
 * organization scopes and API resource scopes are granted at once.
 */
export const organizationRoleCreateGuard = z.object({
  tenantId: bodyTenantIdGuard,
  name: nameGuard,
  description: descriptionGuard.nullish(),
  type: roleTypeGuard.optional(),
  organizationScopeIds: z.array(idGuard).optional(),
  resourceScopeIds: z.array(idGuard).optional(),
});
export type OrganizationRoleCreate = z.infer<typeof organizationRoleCreateGuard>;

/** `PATCH /api/organization-roles/{id}`: the type changes only while nobody holds the role. */
export const organizationRolePatchGuard = z.object({
  tenantId: bodyTenantIdGuard,
  name: nameGuard.optional(),
  description: descriptionGuard.nullish(),
  type: roleTypeGuard.optional(),
});
export type OrganizationRolePatch = z.infer<typeof organizationRolePatchGuard>;

/** `POST`/`PUT /api/organization-roles/{id}/scopes` (and the JIT and member role bodies). */
export const organizationRoleScopesLinkGuard = z.object({ organizationScopeIds: z.array(idGuard) });
export type OrganizationRoleScopesLink = z.infer<typeof organizationRoleScopesLinkGuard>;

/** `POST`/`PUT /api/organization-roles/{id}/resource-scopes`: API resource scope ids. */
export const organizationRoleResourceScopesLinkGuard = z.object({ scopeIds: z.array(idGuard) });
export type OrganizationRoleResourceScopesLink = z.infer<
  typeof organizationRoleResourceScopesLinkGuard
>;
