import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import { findApplicationsByIds } from '../applications/queries.js';
import {
  deleteOrganizationApplication,
  deleteOrganizationApplicationRole,
  deleteOrganizationApplicationRolesExcept,
  deleteOrganizationApplicationsExcept,
  findOrganizationApplicationIds,
  insertOrganizationApplicationRoles,
  insertOrganizationApplications,
} from './application-queries.js';
import { assertOrganizationRoles } from './membership-service.js';
import { requireOrganization } from './service.js';
import './events.js';

/**
 * Every id names an application of this tenant (404), and each is machine-to-machine: only such
 * applications act for themselves in an organization (422 `application.m2m_only`).
 */
async function assertMachineToMachine(scope: TenantScope, applicationIds: readonly string[]) {
  const unique = [...new Set(applicationIds)];
  const applications = await findApplicationsByIds(scope, unique);
  const missing = unique.find((id) => !applications.some((application) => application.id === id));
  if (missing !== undefined) {
    throw notFound('application', missing);
  }
  const other = applications.find((application) => application.type !== 'MachineToMachine');
  if (other) {
    throw new RequestError('application.m2m_only', 422, { applicationId: other.id });
  }
  return unique;
}

/** Roles are held in an organization only by applications in it. */
async function assertInOrganization(
  scope: TenantScope,
  organizationId: string,
  applicationIds: readonly string[],
) {
  const members = new Set(
    await findOrganizationApplicationIds(scope, organizationId, applicationIds),
  );
  const outsider = applicationIds.find((id) => !members.has(id));
  if (outsider !== undefined) {
    throw new RequestError('organization.require_membership', 422, { applicationId: outsider });
  }
}

/** The organization exists and the application is in it. */
export async function requireOrganizationApplication(
  scope: TenantScope,
  organizationId: string,
  applicationId: string,
) {
  await requireOrganization(scope, organizationId);
  await assertInOrganization(scope, organizationId, [applicationId]);
}

export async function addOrganizationApplications(
  scope: TenantScope,
  organizationId: string,
  applicationIds: readonly string[],
) {
  await requireOrganization(scope, organizationId);
  const machineToMachine = await assertMachineToMachine(scope, applicationIds);
  await scope.transaction(async (tx) => {
    await insertOrganizationApplications(tx, organizationId, machineToMachine);
    tx.emit('organization.membership.updated', { organizationId });
  });
}

/** Exactly these applications, in one transaction; those that leave lose their roles in it. */
export async function replaceOrganizationApplications(
  scope: TenantScope,
  organizationId: string,
  applicationIds: readonly string[],
) {
  await requireOrganization(scope, organizationId);
  const unique = await assertMachineToMachine(scope, applicationIds);
  await scope.transaction(async (tx) => {
    await deleteOrganizationApplicationsExcept(tx, organizationId, unique);
    await insertOrganizationApplications(tx, organizationId, unique);
    tx.emit('organization.membership.updated', { organizationId });
  });
}

export async function removeOrganizationApplication(
  scope: TenantScope,
  organizationId: string,
  applicationId: string,
) {
  await requireOrganization(scope, organizationId);
  await scope.transaction(async (tx) => {
    if ((await deleteOrganizationApplication(tx, organizationId, applicationId)) === 0) {
      throw notFound('organization application', applicationId);
    }
    tx.emit('organization.membership.updated', { organizationId });
  });
}

/** Gives each application each role; every application must be in it, every role machine-to-machine. */
export async function assignOrganizationRolesToApplications(
  scope: TenantScope,
  organizationId: string,
  applicationIds: readonly string[],
  roleIds: readonly string[],
) {
  await requireOrganization(scope, organizationId);
  const applications = [...new Set(applicationIds)];
  await assertInOrganization(scope, organizationId, applications);
  const roles = await assertOrganizationRoles(scope, roleIds, 'MachineToMachine');
  await insertOrganizationApplicationRoles(scope, organizationId, applications, roles);
}

/** Exactly these roles for the application, in one transaction. */
export async function replaceOrganizationApplicationRoles(
  scope: TenantScope,
  organizationId: string,
  applicationId: string,
  roleIds: readonly string[],
) {
  await requireOrganizationApplication(scope, organizationId, applicationId);
  const roles = await assertOrganizationRoles(scope, roleIds, 'MachineToMachine');
  await scope.transaction(async (tx) => {
    await deleteOrganizationApplicationRolesExcept(tx, organizationId, applicationId, roles);
    await insertOrganizationApplicationRoles(tx, organizationId, [applicationId], roles);
  });
}

export async function removeOrganizationApplicationRole(
  scope: TenantScope,
  organizationId: string,
  applicationId: string,
  roleId: string,
) {
  await requireOrganization(scope, organizationId);
  if (
    (await deleteOrganizationApplicationRole(scope, organizationId, applicationId, roleId)) === 0
  ) {
    throw notFound('organization application role', roleId);
  }
}
