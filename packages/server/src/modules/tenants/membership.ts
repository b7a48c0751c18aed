import { tenantOrganizationIdPrefix, type TenantRole } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { findOrganizationRolesOfUser, findOrganizationsOfUser } from '../organizations/member-role-queries.js';

/** The admin-tenant organization that carries a tenant's membership. */
export const tenantOrganizationId = (tenantId: string) => `${tenantOrganizationIdPrefix}${tenantId}`;

const tenantIdOf = (organizationId: string) =>
  organizationId.startsWith(tenantOrganizationIdPrefix)
    ? organizationId.slice(tenantOrganizationIdPrefix.length)
    : undefined;

/**
 * The tenants a console user is a member of, each with their tenant role: `admin` when they hold
 * the admin organization role in `t-{tenantId}`, otherwise `collaborator`. `adminScope` is the
 * admin tenant's.
 */
export async function findTenantRolesOfUser(adminScope: TenantScope, userId: string): Promise<Map<string, TenantRole>> {
  const [organizations, roles] = await Promise.all([
    findOrganizationsOfUser(adminScope, userId),
    findOrganizationRolesOfUser(adminScope, userId),
  ]);
  const admins = new Set(roles.filter((role) => role.name === 'admin').map((role) => role.organization_id));
  const memberships = new Map<string, TenantRole>();
  for (const organization of organizations) {
    const tenantId = tenantIdOf(organization.id);
    if (tenantId) {
      memberships.set(tenantId, admins.has(organization.id) ? 'admin' : 'collaborator');
    }
  }
  return memberships;
}
