import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { organizationInvitationParameter } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';

export type NodeExchange = { incoming: IncomingMessage; outgoing: ServerResponse };
export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * The interaction the caller's cookie points to, in the tenant's provider. The cookie is named
 * per tenant and interactions are stored per tenant, so another tenant's cookie finds nothing.
 */
export async function findInteraction(provider: Provider, { incoming, outgoing }: NodeExchange) {
  try {
    return await provider.interactionDetails(incoming, outgoing);
  } catch (error) {
    throw toSessionNotFound(error);
  }
}

// Matched by name: the provider's module is loaded lazily, so its classes are not imported here.
const toSessionNotFound = (error: unknown) =>
  error instanceof Error && error.name === 'SessionNotFound'
    ? new RequestError('session.not_found', 404)
    : error;

/**
 * Stores the outcome on the interaction and returns where the browser goes next: back to the
 * provider's authorization endpoint, which then redirects to the client or to another prompt.
 */
export async function finishInteraction(
  provider: Provider,
  { incoming, outgoing }: NodeExchange,
  result: InteractionResults,
): Promise<string> {
  try {
    // Merged with the earlier submission: a consent step after a login in the same interaction
    // must keep the login, or the provider would ask for it again. Errors are never merged.
    return await provider.interactionResult(incoming, outgoing, result, { mergeWithLastSubmission: true });
  } catch (error) {
    throw toSessionNotFound(error);
  }
}

/**
 * Stores `result` on an interaction this request already found (findInteraction) and returns where
 * the browser goes next. The provider's interactionResult would find it again by the cookie: a
 * second cookie signature check and store read on every step, for the same row. The expiry stays
 * the one the provider gave it.
 */
export async function saveInteractionResult(interaction: Interaction, result: InteractionResults): Promise<string> {
  interaction.result = result;
  await interaction.save(interaction.exp - Math.floor(Date.now() / 1000));
  return interaction.returnTo;
}

/**
 * finishInteraction for an interaction this request already found: merged with the earlier
 * submission in the same way, errors never merged.
 */
export const finishFoundInteraction = (interaction: Interaction, result: InteractionResults): Promise<string> =>
  saveInteractionResult(interaction, 'error' in result ? result : { ...interaction.lastSubmission, ...result });

const stringParam = (interaction: Interaction, name: string) => {
  const value = interaction.params[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export const interactionClientId = (interaction: Interaction) => stringParam(interaction, 'client_id');
export const interactionLoginHint = (interaction: Interaction) => stringParam(interaction, 'login_hint');
/** The organization invitation the authorization request carried (`organization_invitation_id`). */
export const interactionInvitationId = (interaction: Interaction) =>
  stringParam(interaction, organizationInvitationParameter);
export const interactionFirstScreen = (interaction: Interaction) =>
  stringParam(interaction, 'first_screen') === 'register' ? 'register' : 'signIn';
