import type { ExperienceInteraction } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { findUserById } from '../users/queries.js';
import { missingOidcScopesOf, missingResourceScopesOf } from './consent.js';
import {
  interactionClientId,
  interactionFirstScreen,
  interactionInvitationId,
  interactionLoginHint,
  type Interaction,
} from './interaction.js';

const withoutNulls = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null && item !== undefined));

/**
 * The part of a tenant's client registry the sign-in app reads: the name and logo a client is
 * registered with. The OIDC providers' client store is one (this module stays below them).
 */
export type ClientDirectory = {
  find: (clientId: string) => Promise<
    { metadata: { client_name?: string; logo_uri?: string }; extras: { isThirdParty: boolean } } | undefined
  >;
};

/** What the sign-in app needs to render the current step of an authorization request. */
export async function describeInteraction(
  scope: TenantScope,
  clients: ClientDirectory,
  interaction: Interaction,
): Promise<ExperienceInteraction> {
  const clientId = interactionClientId(interaction);
  const client = clientId ? await clients.find(clientId) : undefined;
  if (!clientId || !client) {
    // The application was deleted while the user was signing in.
    throw new RequestError('session.invalid_interaction', 400);
  }
  const isConsent = interaction.prompt.name === 'consent';
  const accountId = interaction.session?.accountId;
  const user = accountId ? await findUserById(scope, accountId) : undefined;
  const loginHint = interactionLoginHint(interaction);

  return {
    uid: interaction.uid,
    prompt: isConsent ? 'consent' : 'login',
    firstScreen: interactionFirstScreen(interaction),
    client: {
      id: clientId,
      name: client.metadata.client_name ?? clientId,
      ...(client.metadata.logo_uri ? { logoUri: client.metadata.logo_uri } : {}),
      isThirdParty: client.extras.isThirdParty,
    },
    ...(loginHint ? { loginHint } : {}),
    ...(interactionInvitationId(interaction) ? { hasOrganizationInvitation: true } : {}),
    ...(isConsent
      ? { missingScopes: missingOidcScopesOf(interaction), missingResourceScopes: missingResourceScopesOf(interaction) }
      : {}),
    ...(user
      ? {
          account: {
            id: user.id,
            ...withoutNulls({ username: user.username, primaryEmail: user.primary_email, name: user.name }),
          },
        }
      : {}),
  };
}
