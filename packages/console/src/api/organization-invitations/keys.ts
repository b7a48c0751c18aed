/** Query keys of organization invitations, by organization. */
export const organizationInvitationKeys = {
  all: ['organization-invitations'] as const,
  ofOrganization: (organizationId: string) =>
    [...organizationInvitationKeys.all, 'organization', organizationId] as const,
};
