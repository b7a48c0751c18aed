import type { ExperienceInteraction, ExperienceInvitation } from '@tessera/schemas';
import type { ReactNode } from 'react';

import { PageSkeleton } from '../app/page-skeleton';
import { useOrganizationInvitation } from './use-organization-invitation';

/**
 * Renders its children with the interaction's pending invitation, once read, so that forms mount
 * with the invited address already in their default values. A failed read (revoked, expired,
 * accepted meanwhile) renders them without it: signing in does not depend on the invitation.
 */
export const InvitationGate = ({
  interaction,
  children,
}: {
  interaction: ExperienceInteraction;
  children: (invitation: ExperienceInvitation | undefined) => ReactNode;
}) => {
  const { state } = useOrganizationInvitation(interaction.hasOrganizationInvitation === true);
  if (state.status === 'loading') {
    return <PageSkeleton />;
  }
  return children(state.status === 'ready' ? state.data : undefined);
};
