import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import {
  addRolesToApplication,
  removeRoleOfApplication,
  setRolesOfApplication,
} from '../roles/assignment-service.js';
import { requireApplication } from './service.js';

/**
 * The roles of an application, seen from the application: the reference API answers a role
 * request for an application that cannot hold roles with 422 `application.invalid_type`, and a
 * user role offered to it with 422 `application.invalid_role_type`. The roles area does the
 * assignment and reports the same cases in its own terms, translated here.
 */
export async function requireRoleHoldingApplication(scope: TenantScope, applicationId: string) {
  const application = await requireApplication(scope, applicationId);
  if (application.type !== 'MachineToMachine') {
    throw new RequestError('application.invalid_type', 422, { applicationId });
  }
  return application;
}

const asApplicationError = (error: unknown) =>
  error instanceof RequestError && error.code === 'role.m2m_role_for_m2m_only'
    ? new RequestError('application.invalid_role_type', 422, error.data)
    : error;

export async function addApplicationRoles(scope: TenantScope, applicationId: string, roleIds: readonly string[]) {
  await requireRoleHoldingApplication(scope, applicationId);
  try {
    return await addRolesToApplication(scope, applicationId, roleIds);
  } catch (error) {
    throw asApplicationError(error);
  }
}

export async function replaceApplicationRoles(scope: TenantScope, applicationId: string, roleIds: readonly string[]) {
  await requireRoleHoldingApplication(scope, applicationId);
  try {
    await setRolesOfApplication(scope, applicationId, roleIds);
  } catch (error) {
    throw asApplicationError(error);
  }
}

export async function removeApplicationRole(scope: TenantScope, applicationId: string, roleId: string) {
  await requireRoleHoldingApplication(scope, applicationId);
  await removeRoleOfApplication(scope, applicationId, roleId);
}
