import type { OrganizationUserRolesLink } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import { findExistingUserIds } from '../roles/assignment-queries.js';
import {
  deleteOrganizationUser,
  deleteOrganizationUsersExcept,
  findOrganizationUserIds,
  insertOrganizationUsers,
} from './membership-queries.js';
import {
  deleteOrganizationUserRole,
  deleteOrganizationUserRolesExcept,
  insertOrganizationUserRoles,
} from './member-role-queries.js';
import { requireOrganization } from './service.js';
import {
  findOrganizationRolesByIds,
  findOrganizationRolesByNames,
  type OrganizationRoleRow,
} from './template-queries.js';
import './events.js';

/** Every id names a user of this tenant (404 naming the first that does not). */
async function assertUsersExist(scope: TenantScope, userIds: readonly string[]) {
  const unique = [...new Set(userIds)];
  const found = new Set(await findExistingUserIds(scope, unique));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) {
    throw notFound('user', missing);
  }
  return unique;
}

/**
 * Roles are held in an organization only by its members: a role assignment to anyone else is
 * refused (422 `organization.require_membership`) rather than making them a member on the side.
 */
async function assertMembers(
  scope: TenantScope,
  organizationId: string,
  userIds: readonly string[],
) {
  const members = new Set(await findOrganizationUserIds(scope, organizationId, userIds));
  const outsider = userIds.find((id) => !members.has(id));
  if (outsider !== undefined) {
    throw new RequestError('organization.require_membership', 422, { userId: outsider });
  }
}

/**
 * Every id names an organization role of this tenant (404), and each is of the `type` the holder
 * may take: users hold `User` roles, machine-to-machine applications `MachineToMachine` ones.
 */
export async function assertOrganizationRoles(
  scope: TenantScope,
  roleIds: readonly string[],
  type: 'User' | 'MachineToMachine',
) {
  const unique = [...new Set(roleIds)];
  const roles = await findOrganizationRolesByIds(scope, unique);
  const missing = unique.find((id) => !roles.some((role) => role.id === id));
  if (missing !== undefined) {
    throw notFound('organization role', missing);
  }
  assertRoleTypes(roles, type);
  return unique;
}

function assertRoleTypes(roles: readonly OrganizationRoleRow[], type: 'User' | 'MachineToMachine') {
  const wrong = roles.find((role) => role.type !== type);
  if (wrong) {
    throw new RequestError(
      type === 'User' ? 'user.invalid_role_type' : 'application.invalid_role_type',
      422,
      {
        organizationRoleId: wrong.id,
      },
    );
  }
}

/**
 * Roles named by id and/or by name (the reference's body takes both). Unknown ids answer 404,
 * unknown names 422 `organization.role_names_not_found` listing them.
 */
async function resolveUserRoles(scope: TenantScope, link: OrganizationUserRolesLink) {
  const ids = await assertOrganizationRoles(scope, link.organizationRoleIds ?? [], 'User');
  const names = [...new Set(link.organizationRoleNames ?? [])];
  const named = await findOrganizationRolesByNames(scope, names);
  const unknown = names.filter((name) => !named.some((role) => role.name === name));
  if (unknown.length > 0) {
    throw new RequestError('organization.role_names_not_found', 422, { names: unknown.join(', ') });
  }
  assertRoleTypes(named, 'User');
  return [...new Set([...ids, ...named.map((role) => role.id)])];
}

// Members.

/** Makes users members; members already stay members (and keep their roles). */
export async function addOrganizationUsers(
  scope: TenantScope,
  organizationId: string,
  userIds: readonly string[],
) {
  await requireOrganization(scope, organizationId);
  const unique = await assertUsersExist(scope, userIds);
  await scope.transaction(async (tx) => {
    await insertOrganizationUsers(tx, organizationId, unique);
    tx.emit('organization.membership.updated', { organizationId });
  });
  return unique;
}

/** Exactly these members, in one transaction; those who leave lose their roles in it. */
export async function replaceOrganizationUsers(
  scope: TenantScope,
  organizationId: string,
  userIds: readonly string[],
) {
  await requireOrganization(scope, organizationId);
  const unique = await assertUsersExist(scope, userIds);
  await scope.transaction(async (tx) => {
    await deleteOrganizationUsersExcept(tx, organizationId, unique);
    await insertOrganizationUsers(tx, organizationId, unique);
    tx.emit('organization.membership.updated', { organizationId });
  });
}

export async function removeOrganizationUser(
  scope: TenantScope,
  organizationId: string,
  userId: string,
) {
  await requireOrganization(scope, organizationId);
  await scope.transaction(async (tx) => {
    if ((await deleteOrganizationUser(tx, organizationId, userId)) === 0) {
      throw notFound('organization user', userId);
    }
    tx.emit('organization.membership.updated', { organizationId });
  });
}

// Roles of members.

/** The organization exists and the user is a member of it. */
export async function requireOrganizationMember(
  scope: TenantScope,
  organizationId: string,
  userId: string,
) {
  await requireOrganization(scope, organizationId);
  await assertMembers(scope, organizationId, [userId]);
}

/** Gives each member each role; every user must be a member, every role a `User` role. */
export async function assignOrganizationRolesToUsers(
  scope: TenantScope,
  organizationId: string,
  userIds: readonly string[],
  roleIds: readonly string[],
) {
  await requireOrganization(scope, organizationId);
  const users = [...new Set(userIds)];
  await assertMembers(scope, organizationId, users);
  const roles = await assertOrganizationRoles(scope, roleIds, 'User');
  await insertOrganizationUserRoles(scope, organizationId, users, roles);
}

export async function addOrganizationUserRoles(
  scope: TenantScope,
  organizationId: string,
  userId: string,
  link: OrganizationUserRolesLink,
) {
  await requireOrganizationMember(scope, organizationId, userId);
  const roles = await resolveUserRoles(scope, link);
  await insertOrganizationUserRoles(scope, organizationId, [userId], roles);
  return roles;
}

/** Exactly these roles for the member, in one transaction. */
export async function replaceOrganizationUserRoles(
  scope: TenantScope,
  organizationId: string,
  userId: string,
  link: OrganizationUserRolesLink,
) {
  await requireOrganizationMember(scope, organizationId, userId);
  const roles = await resolveUserRoles(scope, link);
  await scope.transaction(async (tx) => {
    await deleteOrganizationUserRolesExcept(tx, organizationId, userId, roles);
    await insertOrganizationUserRoles(tx, organizationId, [userId], roles);
  });
}

export async function removeOrganizationUserRole(
  scope: TenantScope,
  organizationId: string,
  userId: string,
  roleId: string,
) {
  await requireOrganization(scope, organizationId);
  if ((await deleteOrganizationUserRole(scope, organizationId, userId, roleId)) === 0) {
    throw notFound('organization user role', roleId);
  }
}
