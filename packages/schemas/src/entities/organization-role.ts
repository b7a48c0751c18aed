import { z } from 'zod';

import { lengthLimits } from '../constants';
import { idGuard } from './common';
import { roleTypeGuard } from './role';

const nameGuard = z.string().min(1).max(lengthLimits.organizationName);
const descriptionGuard = z.string().max(lengthLimits.organizationDescription);

/** A role of the organization template, shared by every organization. */
export const organizationRoleGuard = z.object({
  id: idGuard,
  name: nameGuard,
  description: descriptionGuard.nullable(),
  type: roleTypeGuard,
});
export type OrganizationRole = z.infer<typeof organizationRoleGuard>;

/** `POST /api/organization-roles`. */
export const organizationRoleCreateGuard = z.object({
  name: nameGuard,
  description: descriptionGuard.nullish(),
  type: roleTypeGuard.optional(),
  organizationScopeIds: z.array(idGuard).optional(),
  resourceScopeIds: z.array(idGuard).optional(),
});
export type OrganizationRoleCreate = z.infer<typeof organizationRoleCreateGuard>;

/** `PATCH /api/organization-roles/{id}`. */
export const organizationRolePatchGuard = z.object({
  name: nameGuard.optional(),
  description: descriptionGuard.nullish(),
});
export type OrganizationRolePatch = z.infer<typeof organizationRolePatchGuard>;

/** A permission of the organization template. */
export const organizationScopeGuard = z.object({
  id: idGuard,
  name: nameGuard,
  description: descriptionGuard.nullable(),
});
export type OrganizationScope = z.infer<typeof organizationScopeGuard>;

/** `POST /api/organization-scopes`. */
export const organizationScopeCreateGuard = z.object({
  name: nameGuard,
  description: descriptionGuard.nullish(),
});
export type OrganizationScopeCreate = z.infer<typeof organizationScopeCreateGuard>;

/** `PATCH /api/organization-scopes/{id}`. */
export const organizationScopePatchGuard = organizationScopeCreateGuard.partial();
export type OrganizationScopePatch = z.infer<typeof organizationScopePatchGuard>;
