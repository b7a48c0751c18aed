import type { TenantScope, TransactionScope } from '../../db/tenant-scope.js';
import { findJitOrganizationsForEmailDomain } from './jit-queries.js';
import { insertOrganizationUserRoles } from './member-role-queries.js';
import { insertOrganizationUsers } from './membership-queries.js';
import './events.js';

/** One organization to join and one of its just-in-time roles (none when it has no role). */
export type JitOrganizationRow = { organization_id: string; organization_role_id: string | null };

/**
 * Adds the user to each organization of `rows` with its just-in-time roles, in the caller's
 * transaction; by email domain or by SSO connector alike. Returns the organizations joined.
 */
export async function joinJitOrganizations(tx: TransactionScope, userId: string, rows: readonly JitOrganizationRow[]): Promise<string[]> {
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
}

const domainOf = (email: string) => {
  const at = email.lastIndexOf('@');
  return at > 0 ? email.slice(at + 1).toLowerCase() : undefined;
};

/**
 * Whether `verifiedEmail`'s domain would make the user join any organization. A plain read, so
 * the common sign-in that joins nothing opens no transaction (on the embedded database a
 * transaction holds its one connection, and every other request waits for it).
 */
export async function hasJitOrganizationsToJoin(
  scope: TenantScope,
  userId: string,
  verifiedEmail: string,
): Promise<boolean> {
  const domain = domainOf(verifiedEmail);
  return domain
    ? (await findJitOrganizationsForEmailDomain(scope, domain, userId)).length > 0
    : false;
}

/**
 * Just-in-time membership: the user joins every organization whose just-in-time email domains
 * hold the domain of `verifiedEmail`, with that organization's just-in-time roles, in one
 * transaction. Organizations the user already belongs to are left alone, so a role an
 * administrator took away is not given back at the next sign-in. Only call it with an address
 * the user proved to own: the domain is all that is checked.
 *
 * @returns the ids of the organizations joined.
 */
export async function provisionOrganizationsByEmail(
  scope: TenantScope,
  userId: string,
  verifiedEmail: string,
): Promise<string[]> {
  const domain = domainOf(verifiedEmail);
  if (!domain) {
    return [];
  }
  return scope.transaction(async (tx) => {
    return joinJitOrganizations(tx, userId, await findJitOrganizationsForEmailDomain(tx, domain, userId));
  });
}
