import type { ErrorCode } from '@tessera/phrases';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import { findApplicationById, findApplicationsByIds } from '../applications/queries.js';
import { findUserById } from '../users/queries.js';
import {
  deleteApplicationRole,
  deleteUserRole,
  findApplicationIdsWithRole,
  findApplicationRoleIds,
  findExistingUserIds,
  findUserIdsWithRole,
  findUserRoleIds,
  insertRoleApplications,
  insertRoleUsers,
  replaceApplicationRoles,
  replaceUserRoles,
} from './assignment-queries.js';
import { findRolesByIds, insertApplicationRoles, insertUserRoles, type RoleType } from './queries.js';
import { requireRole } from './service.js';
import './events.js';

/**
 * Users hold User roles and machine-to-machine applications hold MachineToMachine roles; each
 * side refuses the other kind with its own code.
 */
const typeMismatch: Record<RoleType, ErrorCode> = {
  User: 'role.user_role_for_user_only',
  MachineToMachine: 'role.m2m_role_for_m2m_only',
};

async function requireRoleOfType(scope: TenantScope, roleId: string, type: RoleType) {
  const role = await requireRole(scope, roleId);
  if (role.type !== type) {
    throw new RequestError(typeMismatch[type], 422, { roleId });
  }
  return role;
}

/**
 * Every role exists (404) and is of the given type (422, with the code of the side that asks:
 * the user side answers the reference's `user.invalid_role_type`).
 */
async function assertRolesOfType(
  scope: TenantScope,
  roleIds: readonly string[],
  type: RoleType,
  mismatch: ErrorCode = typeMismatch[type],
) {
  const unique = [...new Set(roleIds)];
  const roles = await findRolesByIds(scope, unique);
  for (const id of unique) {
    const role = roles.find((row) => row.id === id);
    if (!role) {
      throw notFound('role', id);
    }
    if (role.type !== type) {
      throw new RequestError(mismatch, 422, { roleId: id });
    }
  }
  return unique;
}

export async function requireUser(scope: TenantScope, userId: string) {
  const user = await findUserById(scope, userId);
  if (!user) {
    throw notFound('user', userId);
  }
  return user;
}

/** The application, which must be machine-to-machine to hold roles (422 `application.m2m_only`). */
export async function requireM2mApplication(scope: TenantScope, applicationId: string) {
  const application = await findApplicationById(scope, applicationId);
  if (!application) {
    throw notFound('application', applicationId);
  }
  if (application.type !== 'MachineToMachine') {
    throw new RequestError('application.m2m_only', 422, { applicationId });
  }
  return application;
}

export const requireUserRole = (scope: TenantScope, roleId: string) => requireRoleOfType(scope, roleId, 'User');
export const requireM2mRole = (scope: TenantScope, roleId: string) =>
  requireRoleOfType(scope, roleId, 'MachineToMachine');

/** `POST /roles/{id}/users`: users that already hold the role are refused (422 `role.user_exists`). */
export async function assignRoleToUsers(scope: TenantScope, roleId: string, userIds: readonly string[]) {
  await requireUserRole(scope, roleId);
  const unique = [...new Set(userIds)];
  const [holder] = await findUserIdsWithRole(scope, roleId, unique);
  if (holder !== undefined) {
    throw new RequestError('role.user_exists', 422, { userId: holder });
  }
  const existing = new Set(await findExistingUserIds(scope, unique));
  const missing = unique.find((id) => !existing.has(id));
  if (missing !== undefined) {
    throw notFound('user', missing);
  }
  await insertRoleUsers(scope, roleId, unique);
  for (const userId of unique) {
    scope.emit('user.roles.updated', { userId });
  }
}

export async function removeRoleFromUser(scope: TenantScope, roleId: string, userId: string) {
  await requireRole(scope, roleId);
  if ((await deleteUserRole(scope, userId, roleId)) === 0) {
    throw notFound('user role', `${userId}/${roleId}`);
  }
  scope.emit('user.roles.updated', { userId });
}

/**
 * `POST /roles/{id}/applications`: the role must be machine-to-machine and so must each
 * application; applications that already hold it are refused (422 `role.application_exists`).
 */
export async function assignRoleToApplications(
  scope: TenantScope,
  roleId: string,
  applicationIds: readonly string[],
) {
  await requireM2mRole(scope, roleId);
  const unique = [...new Set(applicationIds)];
  const [holder] = await findApplicationIdsWithRole(scope, roleId, unique);
  if (holder !== undefined) {
    throw new RequestError('role.application_exists', 422, { applicationId: holder });
  }
  const applications = await findApplicationsByIds(scope, unique);
  for (const id of unique) {
    const application = applications.find((row) => row.id === id);
    if (!application) {
      throw notFound('application', id);
    }
    if (application.type !== 'MachineToMachine') {
      throw new RequestError('application.m2m_only', 422, { applicationId: id });
    }
  }
  await insertRoleApplications(scope, roleId, unique);
  for (const applicationId of unique) {
    scope.emit('application.roles.updated', { applicationId });
  }
}

export async function removeRoleFromApplication(scope: TenantScope, roleId: string, applicationId: string) {
  await requireRole(scope, roleId);
  if ((await deleteApplicationRole(scope, applicationId, roleId)) === 0) {
    throw notFound('application role', `${applicationId}/${roleId}`);
  }
  scope.emit('application.roles.updated', { applicationId });
}

/** `POST /users/{userId}/roles`: adds User roles; roles the user holds already are skipped. */
export async function addRolesToUser(scope: TenantScope, userId: string, roleIds: readonly string[]) {
  await requireUser(scope, userId);
  const unique = await assertRolesOfType(scope, roleIds, 'User', 'user.invalid_role_type');
  const held = new Set(await findUserRoleIds(scope, userId));
  const added = unique.filter((id) => !held.has(id));
  await insertUserRoles(scope, userId, added);
  scope.emit('user.roles.updated', { userId });
  return added;
}

/** `PUT /users/{userId}/roles`: the user ends up with exactly these User roles. */
export async function setRolesOfUser(scope: TenantScope, userId: string, roleIds: readonly string[]) {
  await requireUser(scope, userId);
  await replaceUserRoles(scope, userId, await assertRolesOfType(scope, roleIds, 'User', 'user.invalid_role_type'));
  scope.emit('user.roles.updated', { userId });
}

export async function removeRoleOfUser(scope: TenantScope, userId: string, roleId: string) {
  await requireUser(scope, userId);
  await requireRole(scope, roleId);
  if ((await deleteUserRole(scope, userId, roleId)) === 0) {
    throw notFound('user role', `${userId}/${roleId}`);
  }
  scope.emit('user.roles.updated', { userId });
}

/** `POST /applications/{id}/roles`: adds machine-to-machine roles; held ones are skipped. */
export async function addRolesToApplication(scope: TenantScope, applicationId: string, roleIds: readonly string[]) {
  await requireM2mApplication(scope, applicationId);
  const unique = await assertRolesOfType(scope, roleIds, 'MachineToMachine');
  const held = new Set(await findApplicationRoleIds(scope, applicationId));
  const added = unique.filter((id) => !held.has(id));
  await insertApplicationRoles(scope, applicationId, added);
  scope.emit('application.roles.updated', { applicationId });
  return added;
}

/** `PUT /applications/{id}/roles`: the application ends up with exactly these roles. */
export async function setRolesOfApplication(scope: TenantScope, applicationId: string, roleIds: readonly string[]) {
  await requireM2mApplication(scope, applicationId);
  await replaceApplicationRoles(scope, applicationId, await assertRolesOfType(scope, roleIds, 'MachineToMachine'));
  scope.emit('application.roles.updated', { applicationId });
}

export async function removeRoleOfApplication(scope: TenantScope, applicationId: string, roleId: string) {
  await requireM2mApplication(scope, applicationId);
  await requireRole(scope, roleId);
  if ((await deleteApplicationRole(scope, applicationId, roleId)) === 0) {
    throw notFound('application role', `${applicationId}/${roleId}`);
  }
  scope.emit('application.roles.updated', { applicationId });
}
