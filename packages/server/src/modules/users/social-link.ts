import type { EphemeralStore } from '../../cache/ephemeral-store.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { SocialContext } from '../connectors/factories/social/index.js';
import {
  finishSocialSignIn,
  identityOfSocialUser,
  requireSocialConnector,
  startSocialSignIn,
} from '../connectors/social-connector.js';
import { keepSocialSession, takeSocialSession } from '../connectors/social-sessions.js';
import { saveIdentity, type IdentityLink } from './social-identities.js';

export type SocialLinkDependencies = { context: SocialContext; ephemeral: EphemeralStore };

/**
 * The provider URL of a link started outside a sign-in (Management API, console profile); the
 * session waits for the callback under the state, bound to `userId` when the caller is a user.
 */
export async function startIdentityLink(
  scope: TenantScope,
  { context, ephemeral }: SocialLinkDependencies,
  input: { connectorId: string; state: string; redirectUri: string; userId?: string },
) {
  const connector = await requireSocialConnector(scope, context, input.connectorId);
  const { url, session } = await startSocialSignIn(connector, input, context);
  await keepSocialSession(ephemeral, context.vault, { tenantId: scope.tenantId, connectorId: connector.row.id, userId: input.userId }, session);
  return url;
}

/**
 * Checks a callback: it must answer a session started for this connector (and user), once; the
 * provider account it proves, as an identity to link. Nothing is saved.
 */
export async function verifyIdentityLink(
  scope: TenantScope,
  { context, ephemeral }: SocialLinkDependencies,
  input: { connectorId: string; connectorData: Record<string, unknown>; sessionUserId?: string },
): Promise<IdentityLink> {
  const connector = await requireSocialConnector(scope, context, input.connectorId);
  const session = await takeSocialSession(
    ephemeral,
    context.vault,
    { tenantId: scope.tenantId, connectorId: connector.row.id, userId: input.sessionUserId },
    input.connectorData,
  );
  const info = await finishSocialSignIn(connector, session, input.connectorData, context);
  return identityOfSocialUser(connector, info);
}

/**
 * Completes a link: the callback is checked (verifyIdentityLink), the provider account must not
 * be linked to another user; the identity is saved on the user.
 */
export async function completeIdentityLink(
  scope: TenantScope,
  dependencies: SocialLinkDependencies,
  input: { connectorId: string; connectorData: Record<string, unknown>; userId: string; sessionUserId?: string },
) {
  return saveIdentity(scope, input.userId, await verifyIdentityLink(scope, dependencies, input));
}
