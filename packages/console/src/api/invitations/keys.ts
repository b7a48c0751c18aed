/** Query keys of the signed-in user's own invitations to tenants. */
export const invitationKeys = {
  all: ['invitations'] as const,
  pending: () => [...invitationKeys.all, 'pending'] as const,
  one: (invitationId: string) => [...invitationKeys.all, 'one', invitationId] as const,
};
