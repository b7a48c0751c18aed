/** Query keys of a tenant's members, their permissions and the tenant's invitations. */
export const tenantMemberKeys = {
  all: ['tenant-members'] as const,
  members: (tenantId: string) => [...tenantMemberKeys.all, tenantId, 'members'] as const,
  scopes: (tenantId: string, userId: string) => [...tenantMemberKeys.all, tenantId, 'scopes', userId] as const,
  invitations: (tenantId: string) => [...tenantMemberKeys.all, tenantId, 'invitations'] as const,
};
