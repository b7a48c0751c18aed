import { z } from 'zod';

import { lengthLimits } from '../constants';
import { applicationTypeGuard } from './application';
import { bodyTenantIdGuard } from './common';
import { resourceGuard } from './resource';
import { scopeGuard } from './scope';

export const roleTypes = ['User', 'MachineToMachine'] as const;
export const roleTypeGuard = z.enum(roleTypes);
export type RoleType = z.infer<typeof roleTypeGuard>;

const roleNameGuard = z.string().min(1).max(lengthLimits.roleName);
const roleDescriptionGuard = z.string().min(1).max(lengthLimits.roleDescription);

/** A role as the API answers; `isDefault` roles are given to every new user (User roles only). */
export const roleGuard = z
  .object({
    tenantId: z.string(),
    id: z.string(),
    name: roleNameGuard,
    description: roleDescriptionGuard,
    type: roleTypeGuard,
    isDefault: z.boolean().meta({ description: 'Given to every new user (User roles only).' }),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof roleGuard>;

/** A role in the roles list, with how many hold it and the few most recently assigned. */
export const roleListItemGuard = roleGuard
  .extend({
    usersCount: z.int(),
    featuredUsers: z.array(z.object({ id: z.string(), name: z.string().nullable(), avatar: z.string().nullable() })),
    applicationsCount: z.int(),
    featuredApplications: z.array(z.object({ id: z.string(), name: z.string(), type: applicationTypeGuard })),
  })
  .meta({ id: 'RoleListItem' });
export type RoleListItem = z.infer<typeof roleListItemGuard>;

/** A scope a role holds, with the API resource it belongs to. */
export const roleScopeGuard = scopeGuard.extend({ resource: resourceGuard }).meta({ id: 'RoleScope' });
export type RoleScope = z.infer<typeof roleScopeGuard>;

/** `POST /api/roles`; `scopeIds` are API resource scopes granted at once. */
export const roleCreateGuard = z.object({
  tenantId: bodyTenantIdGuard,
  name: roleNameGuard,
  description: roleDescriptionGuard,
  type: roleTypeGuard.optional(),
  isDefault: z.boolean().optional(),
  scopeIds: z.array(z.string().min(1)).optional(),
});
export type RoleCreate = z.infer<typeof roleCreateGuard>;

/** `PATCH /api/roles/{id}`: the type is fixed once created. */
export const rolePatchGuard = z.object({
  name: roleNameGuard.optional(),
  description: roleDescriptionGuard.optional(),
  isDefault: z.boolean().optional(),
});
export type RolePatch = z.infer<typeof rolePatchGuard>;

/** Bodies linking roles: `POST /api/roles/{id}/scopes`, `/users`, `/applications`. */
export const roleScopesLinkGuard = z.object({ scopeIds: z.array(z.string().min(1)).min(1) });
export const roleUsersLinkGuard = z.object({ userIds: z.array(z.string().min(1)).min(1) });
export const roleApplicationsLinkGuard = z.object({ applicationIds: z.array(z.string().min(1)).min(1) });
