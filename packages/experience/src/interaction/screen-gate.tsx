import type { ExperienceInteraction, ExperienceInvitation } from '@tessera/schemas';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { InteractionGate } from './interaction-gate';
import { InvitationGate } from '../invitation/invitation-gate';
import { useSignInExperience } from '../sign-in-exp/sign-in-exp-context';
import { resolveScreen, type Screen } from './first-screen';
import { isUserChoice, screenPaths } from './screen-links';

/**
 * Renders the sign-in or register screen once it is the one to show: an interaction waiting for
 * consent goes to /consent, one that should start on the other screen goes there (with the same
 * query string), and the pending invitation is read first so the form mounts with its address.
 */
export const ScreenGate = ({
  current,
  children,
}: {
  current: Screen;
  children: (
    interaction: ExperienceInteraction,
    invitation: ExperienceInvitation | undefined,
  ) => ReactNode;
}) => {
  const { signInMode } = useSignInExperience();
  const location = useLocation();
  return (
    <InteractionGate>
      {(interaction) => {
        if (interaction.prompt === 'consent') {
          return <Navigate to={{ pathname: '/consent', search: location.search }} replace />;
        }
        const screen = resolveScreen({
          current,
          signInMode,
          firstScreenParam: new URLSearchParams(location.search).get('first_screen'),
          interactionFirstScreen: interaction.firstScreen,
          isUserChoice: isUserChoice(location),
        });
        if (screen !== current) {
          return (
            <Navigate to={{ pathname: screenPaths[screen], search: location.search }} replace />
          );
        }
        return (
          <InvitationGate interaction={interaction}>
            {(invitation) => children(interaction, invitation)}
          </InvitationGate>
        );
      }}
    </InteractionGate>
  );
};
