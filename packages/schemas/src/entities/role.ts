import { z } from 'zod';

import { lengthLimits } from '../constants';
import { idGuard, userIdGuard } from './common';

export const roleTypes = ['User', 'MachineToMachine'] as const;
export const roleTypeGuard = z.enum(roleTypes);
export type RoleType = z.infer<typeof roleTypeGuard>;

const roleNameGuard = z.string().min(1).max(lengthLimits.roleName);
const roleDescriptionGuard = z.string().min(1).max(lengthLimits.roleDescription);

/** `isDefault` roles are given to every new user (User roles only). */
export const roleGuard = z.object({
  id: idGuard,
  name: roleNameGuard,
  description: roleDescriptionGuard,
  type: roleTypeGuard,
  isDefault: z.boolean(),
});
export type Role = z.infer<typeof roleGuard>;

/** `POST /api/roles`; `scopeIds` are API resource scopes granted at once. */
export const roleCreateGuard = z.object({
  name: roleNameGuard,
  description: roleDescriptionGuard,
  type: roleTypeGuard.optional(),
  isDefault: z.boolean().optional(),
  scopeIds: z.array(idGuard).optional(),
});
export type RoleCreate = z.infer<typeof roleCreateGuard>;

/** `PATCH /api/roles/{id}`: the type is fixed once created. */
export const rolePatchGuard = roleGuard
  .pick({ name: true, description: true, isDefault: true })
  .partial();
export type RolePatch = z.infer<typeof rolePatchGuard>;

/** Bodies linking roles: `POST /api/roles/{id}/scopes`, `/users`, `/applications`. */
export const roleScopesLinkGuard = z.object({ scopeIds: z.array(idGuard).min(1) });
export const roleUsersLinkGuard = z.object({ userIds: z.array(userIdGuard).min(1) });
export const roleApplicationsLinkGuard = z.object({ applicationIds: z.array(idGuard).min(1) });
