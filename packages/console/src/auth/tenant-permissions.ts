import { collaboratorPermissions, tenantPermissions } from '@tessera/schemas';

/** A tenant permission (spec 000 §6). */
export type TenantPermission = (typeof tenantPermissions)[number];

/** What the signed-in member may do in the current tenant (spec 000 §6). */
export interface TenantPermissions {
  canInviteMember: boolean;
  canRemoveMember: boolean;
  canUpdateMemberRole: boolean;
  canManageTenant: boolean;
}

/** Tenant roles: admin holds every permission, collaborator works with data only. */
const permissionsByRole: Readonly<Record<string, readonly TenantPermission[]>> = {
  admin: tenantPermissions,
  collaborator: collaboratorPermissions,
};

/**
 * The Management API scope the server grants to holders of `{tenantId}:admin` (the internal
 * admin role, spec 001 §6); its Management API guard trusts nothing else, so it makes an admin.
 */
const managementApiScope = 'all';

const isTenantPermission = (scope: string): scope is TenantPermission =>
  (tenantPermissions as readonly string[]).includes(scope);

/** What the member's access token carries. */
export interface MemberGrant {
  /**
   * The tenant the token's scopes are for (the tenant of its audience), or undefined when they
   * are for none: scopes of another tenant's token grant nothing here.
   */
  scopeTenantId: string | undefined;
  scopes: readonly string[];
  /** `organization_roles` claim entries, `{tenantId}:{role}`. */
  organizationRoles: readonly string[];
}

const rolePermissions = (tenantId: string, organizationRoles: readonly string[]) =>
  organizationRoles.flatMap((entry) => {
    const separator = entry.indexOf(':');
    if (separator < 0 || entry.slice(0, separator) !== tenantId) {
      return [];
    }
    // Role names appear as `admin` and as `Admin` / `Collaborator` (spec 000 §6).
    return permissionsByRole[entry.slice(separator + 1).toLowerCase()] ?? [];
  });

/** The permissions the member holds in `tenantId`; nothing unless the grant says so. */
export const findTenantPermissions = (tenantId: string, grant: MemberGrant): ReadonlySet<TenantPermission> => {
  const scopes = grant.scopeTenantId === tenantId ? grant.scopes : [];
  return new Set([
    ...scopes.filter(isTenantPermission),
    ...(scopes.includes(managementApiScope) ? tenantPermissions : []),
    ...rolePermissions(tenantId, grant.organizationRoles),
  ]);
};

/** The flags the screens ask for, derived from the member's permissions in `tenantId`. */
export const deriveTenantPermissions = (tenantId: string, grant: MemberGrant): TenantPermissions => {
  const permissions = findTenantPermissions(tenantId, grant);
  return {
    canInviteMember: permissions.has('invite:member'),
    canRemoveMember: permissions.has('remove:member'),
    canUpdateMemberRole: permissions.has('update:member:role'),
    canManageTenant: permissions.has('manage:tenant'),
  };
};

/** The flags of a member holding exactly these tenant permissions (cloud: the server's answer). */
export const memberScopePermissions = (scopes: readonly string[]): TenantPermissions => ({
  canInviteMember: scopes.includes('invite:member'),
  canRemoveMember: scopes.includes('remove:member'),
  canUpdateMemberRole: scopes.includes('update:member:role'),
  canManageTenant: scopes.includes('manage:tenant'),
});

export const noTenantPermissions: TenantPermissions = {
  canInviteMember: false,
  canRemoveMember: false,
  canUpdateMemberRole: false,
  canManageTenant: false,
};
