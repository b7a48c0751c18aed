import type { TenantMemberResponse, TenantRole } from '@tessera/schemas';
import type { TenantScope, TransactionScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { consoleAdminRoleName } from '../management-api/seed.js';
import {
  deleteOrganizationUserRolesExcept,
  findOrganizationRolesOfUsers,
  insertOrganizationUserRoles,
} from '../organizations/member-role-queries.js';
import { deleteOrganizationUser, findOrganizationUserIds, insertOrganizationUsers } from '../organizations/membership-queries.js';
import { findOrganizationRoleByName } from '../organizations/template-queries.js';
import { deleteUserRole } from '../roles/assignment-queries.js';
import { findRoleByName, insertUserRoles } from '../roles/queries.js';
import { tenantOrganizationId } from '../tenants/membership.js';
import { countMembersWithRole, findMembersWithRoles } from './queries.js';

/** A role without the admin role reads as collaborator, as the tenant list reads it. */
const tenantRoleOf = (names: readonly string[]): TenantRole => (names.includes('admin') ? 'admin' : 'collaborator');

/** The tenant's members with their tenant role, oldest member first. */
export async function findTenantMembers(admin: TenantScope, tenantId: string): Promise<TenantMemberResponse[]> {
  const rows = await findMembersWithRoles(admin, tenantOrganizationId(tenantId));
  const members = new Map<string, TenantMemberResponse>();
  for (const row of rows) {
    const member = members.get(row.id) ?? {
      id: row.id,
      name: row.name,
      username: row.username,
      primaryEmail: row.primary_email,
      avatar: row.avatar,
      organizationRoles: [],
      role: 'collaborator',
    };
    if (row.role_id && row.role_name) {
      member.organizationRoles.push({ id: row.role_id, name: row.role_name });
    }
    member.role = tenantRoleOf(member.organizationRoles.map((role) => role.name));
    members.set(row.id, member);
  }
  return [...members.values()];
}

export async function requireTenantRoleId(admin: TenantScope, role: TenantRole) {
  const found = await findOrganizationRoleByName(admin, role);
  if (!found) {
    throw new Error(`The tenant role ${role} is not seeded in the admin tenant.`);
  }
  return found.id;
}

const memberNotFound = (userId: string) => new RequestError('tenant.member_not_found', 404, { userId });
const lastAdmin = () => new RequestError('tenant.last_admin', 422);

/**
 * Serialises membership changes of one tenant (a check of the admins, then a write): two admins
 * demoting each other at once cannot leave the tenant without one.
 */
const lockMembers = (tx: TenantScope, tenantId: string) => tx.lockForTransaction(`tenant-members:${tenantId}`);

async function assertNotLastAdmin(tx: TenantScope, organizationId: string, userId: string) {
  const adminRoleId = await requireTenantRoleId(tx, 'admin');
  const roles = await findOrganizationRolesOfUsers(tx, organizationId, [userId]);
  if (
    roles.some((role) => role.id === adminRoleId) &&
    (await countMembersWithRole(tx, organizationId, adminRoleId)) <= 1
  ) {
    throw lastAdmin();
  }
}

/** Gives the member exactly `role` in the tenant; the last admin stays admin (422 `tenant.last_admin`). */
export async function updateTenantMemberRole(admin: TenantScope, tenantId: string, userId: string, role: TenantRole) {
  const organizationId = tenantOrganizationId(tenantId);
  await admin.transaction(async (tx) => {
    await lockMembers(tx, tenantId);
    if ((await findOrganizationUserIds(tx, organizationId, [userId])).length === 0) {
      throw memberNotFound(userId);
    }
    if (role !== 'admin') {
      await assertNotLastAdmin(tx, organizationId, userId);
    }
    const roleId = await requireTenantRoleId(tx, role);
    await deleteOrganizationUserRolesExcept(tx, organizationId, userId, [roleId]);
    await insertOrganizationUserRoles(tx, organizationId, [userId], [roleId]);
    tx.emit('organization.membership.updated', { organizationId });
  });
  const member = (await findTenantMembers(admin, tenantId)).find((each) => each.id === userId);
  if (!member) {
    throw memberNotFound(userId);
  }
  return member;
}

/**
 * Makes the user a member with `role` in `tx`: the `t-{tenantId}` membership and role, and the
 * admin-tenant role that lets the console call the tenant's Management API (collaborators read,
 * write and delete data too, spec 000 §6).
 */
export async function addTenantMember(tx: TransactionScope, tenantId: string, userId: string, role: TenantRole) {
  const organizationId = tenantOrganizationId(tenantId);
  await insertOrganizationUsers(tx, organizationId, [userId]);
  await insertOrganizationUserRoles(tx, organizationId, [userId], [await requireTenantRoleId(tx, role)]);
  const managementApiRole = await findRoleByName(tx, consoleAdminRoleName(tenantId));
  if (managementApiRole) {
    await insertUserRoles(tx, userId, [managementApiRole.id]);
  }
  tx.emit('organization.membership.updated', { organizationId });
}

/** Removes the member (or lets them leave) with their tenant role and Management API role; never the last admin. */
export async function removeTenantMember(admin: TenantScope, tenantId: string, userId: string) {
  const organizationId = tenantOrganizationId(tenantId);
  await admin.transaction(async (tx) => {
    await lockMembers(tx, tenantId);
    if ((await findOrganizationUserIds(tx, organizationId, [userId])).length === 0) {
      throw memberNotFound(userId);
    }
    await assertNotLastAdmin(tx, organizationId, userId);
    await deleteOrganizationUser(tx, organizationId, userId);
    const managementApiRole = await findRoleByName(tx, consoleAdminRoleName(tenantId));
    if (managementApiRole) {
      await deleteUserRole(tx, userId, managementApiRole.id);
    }
    tx.emit('organization.membership.updated', { organizationId });
  });
}
