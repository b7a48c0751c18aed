/** What the signed-in member may do in the current tenant (spec 000 §6). */
export interface TenantPermissions {
  canInviteMember: boolean;
  canRemoveMember: boolean;
  canUpdateMemberRole: boolean;
  canManageTenant: boolean;
}

const everything: TenantPermissions = {
  canInviteMember: true,
  canRemoveMember: true,
  canUpdateMemberRole: true,
  canManageTenant: true,
};

/**
 * Until sign-in exists there is no member to restrict, so every flag is granted. The auth layer
 * replaces this with flags derived from the member's scopes (`/api/tenants/{id}/members/{userId}/scopes`).
 */
export const useTenantPermissions = (): TenantPermissions => everything;
