import type Provider from 'oidc-provider';
import { RequestError } from '../../errors/request-error.js';
import { interactionClientId, type Interaction } from './interaction.js';

const toStringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Resource indicator → scope names still to be granted, from the consent prompt's details. */
export const missingResourceScopesOf = (interaction: Interaction): Record<string, string[]> => {
  const value = interaction.prompt.details.missingResourceScopes;
  if (typeof value !== 'object' || value === null) {
    return {};
  }
  return Object.fromEntries(
    Object.entries(value).map(([indicator, scopes]) => [indicator, toStringList(scopes)]),
  );
};

export const missingOidcScopesOf = (interaction: Interaction) =>
  toStringList(interaction.prompt.details.missingOIDCScope);

/**
 * Grants what the consent prompt found missing, on the existing grant of the session and client
 * or a new one.
 *
 * @returns the grant id the interaction result must carry.
 */
export async function grantMissingConsent(provider: Provider, interaction: Interaction): Promise<string> {
  const accountId = interaction.session?.accountId;
  const clientId = interactionClientId(interaction);
  if (interaction.prompt.name !== 'consent' || !accountId || !clientId) {
    throw new RequestError('session.invalid_interaction', 400);
  }
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });

  const oidcScopes = missingOidcScopesOf(interaction);
  if (oidcScopes.length > 0) {
    grant.addOIDCScope(oidcScopes.join(' '));
  }
  const claims = toStringList(interaction.prompt.details.missingOIDCClaims);
  if (claims.length > 0) {
    grant.addOIDCClaims(claims);
  }
  for (const [indicator, scopes] of Object.entries(missingResourceScopesOf(interaction))) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}
