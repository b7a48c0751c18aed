import type { ApplicationType } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import {
  countApplicationsByRoleIds,
  countUsersByRoleIds,
  findFeaturedApplicationsByRoleIds,
  findFeaturedUsersByRoleIds,
} from './assignment-queries.js';
import type { RoleRow } from './queries.js';
import type { RoleListItem } from '@tessera/schemas';
import { toRoleResponse } from './responses.js';

/** How many holders a role list item previews. */
const featuredPerRole = 3;

/** Role list items with who holds each role: counts and the few most recently assigned. */
export async function toRoleListItems(scope: TenantScope, roles: RoleRow[]): Promise<RoleListItem[]> {
  const roleIds = roles.map((role) => role.id);
  const [usersCount, applicationsCount, featuredUsers, featuredApplications] = await Promise.all([
    countUsersByRoleIds(scope, roleIds),
    countApplicationsByRoleIds(scope, roleIds),
    findFeaturedUsersByRoleIds(scope, roleIds, featuredPerRole),
    findFeaturedApplicationsByRoleIds(scope, roleIds, featuredPerRole),
  ]);
  return roles.map((role) => ({
    ...toRoleResponse(role),
    usersCount: usersCount.get(role.id) ?? 0,
    featuredUsers: featuredUsers
      .filter((user) => user.role_id === role.id)
      .map(({ id, name, avatar }) => ({ id, name, avatar })),
    applicationsCount: applicationsCount.get(role.id) ?? 0,
    featuredApplications: featuredApplications
      .filter((application) => application.role_id === role.id)
      .map(({ id, name, type }) => ({ id, name, type: type as ApplicationType })),
  }));
}
