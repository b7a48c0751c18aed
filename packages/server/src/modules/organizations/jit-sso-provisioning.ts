import type { TenantScope } from '../../db/tenant-scope.js';
import { findJitOrganizationsForSsoConnector } from './jit-sso-queries.js';
import { insertOrganizationUserRoles } from './member-role-queries.js';
import { insertOrganizationUsers } from './membership-queries.js';
import './events.js';

/**
 * Just-in-time membership by enterprise SSO: the user joins every organization linked to the
 * connector they signed in through, with that organization's just-in-time roles, in one
 * transaction. Organizations the user already belongs to are left alone, as with email domains.
 *
 * @returns the ids of the organizations joined.
 */
export async function provisionOrganizationsBySsoConnector(scope: TenantScope, userId: string, connectorId: string): Promise<string[]> {
  return scope.transaction(async (tx) => {
    const rows = await findJitOrganizationsForSsoConnector(tx, connectorId, userId);
    const rolesByOrganization = new Map<string, string[]>();
    for (const row of rows) {
      const roles = rolesByOrganization.get(row.organization_id) ?? [];
      if (row.organization_role_id !== null) {
        roles.push(row.organization_role_id);
      }
      rolesByOrganization.set(row.organization_id, roles);
    }
    for (const [organizationId, roleIds] of rolesByOrganization) {
      await insertOrganizationUsers(tx, organizationId, [userId]);
      await insertOrganizationUserRoles(tx, organizationId, [userId], roleIds);
      tx.emit('organization.membership.updated', { organizationId });
    }
    return [...rolesByOrganization.keys()];
  });
}
