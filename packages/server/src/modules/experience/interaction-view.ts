import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import type { ClientStore } from '../../oidc/client-store.js';
import { findUserById } from '../users/queries.js';
import { missingOidcScopesOf, missingResourceScopesOf } from './consent.js';
import {
  interactionClientId,
  interactionFirstScreen,
  interactionLoginHint,
  type Interaction,
} from './interaction.js';

export type InteractionView = {
  uid: string;
  prompt: 'login' | 'consent';
  firstScreen: 'signIn' | 'register';
  client: { id: string; name: string; logoUri?: string; isThirdParty: boolean };
  loginHint?: string;
  missingScopes?: string[];
  missingResourceScopes?: Record<string, string[]>;
  account?: { id: string; username?: string; primaryEmail?: string; name?: string };
};

const withoutNulls = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== null && item !== undefined));

/** What the sign-in app needs to render the current step of an authorization request. */
export async function describeInteraction(
  scope: TenantScope,
  clients: ClientStore,
  interaction: Interaction,
): Promise<InteractionView> {
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
