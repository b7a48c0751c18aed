import { z } from 'zod';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { generateId } from '../../../utils/id.js';
import type { SocialContext, SocialSession } from '../../connectors/factories/social/index.js';
import { finishSocialSignIn, requireSocialConnector, startSocialSignIn } from '../../connectors/social-connector.js';
import { sealTokenSet } from '../../connectors/token-storage/service.js';
import { findSignInExperience } from '../../sign-in-exp/service.js';
import { requireSocialRecord, withSocialRecord, type SocialRecord } from './social-state.js';
import type { ExperienceState } from './state.js';

const sessionGuard = z.object({
  state: z.string(),
  redirectUri: z.string(),
  codeVerifier: z.string().optional(),
  nonce: z.string().optional(),
});

/** A social connector the sign-in page shows; others cannot sign anyone in (400 `connector.not_enabled`). */
async function requireShownConnector(scope: TenantScope, context: SocialContext, connectorId: string) {
  const connector = await requireSocialConnector(scope, context, connectorId);
  const { socialSignInConnectorTargets } = await findSignInExperience(scope);
  if (!socialSignInConnectorTargets.includes(connector.target)) {
    throw new RequestError('connector.not_enabled', 400, { type: connector.target });
  }
  return connector;
}

/**
 * `POST verification/social/{connectorId}/authorization-uri`: a new social record holding the
 * sealed provider session, and the provider URL to send the browser to.
 */
export async function createSocialRecord(
  scope: TenantScope,
  context: SocialContext,
  state: ExperienceState,
  connectorId: string,
  request: { state: string; redirectUri: string },
) {
  const connector = await requireShownConnector(scope, context, connectorId);
  const { url, session } = await startSocialSignIn(connector, request, context);
  const record: SocialRecord = {
    id: generateId(),
    connectorId: connector.row.id,
    target: connector.target,
    sealedSession: context.vault.encrypt(JSON.stringify(session)),
  };
  return { state: withSocialRecord(state, record), record, url };
}

/**
 * The record's provider session, taken: the state it returns no longer holds it, and the caller
 * saves that state before asking the provider, so a callback is answered at most once.
 */
export function takeSocialSession(context: SocialContext, state: ExperienceState, verificationId: string, connectorId: string) {
  const record = requireSocialRecord(state, verificationId);
  if (record.connectorId !== connectorId) {
    throw new RequestError('session.verification_failed', 400);
  }
  if (!record.sealedSession) {
    throw new RequestError('connector.authorization_failed', 400, { reason: 'state_used' });
  }
  const session: SocialSession = sessionGuard.parse(JSON.parse(context.vault.decrypt(record.sealedSession)));
  const { sealedSession: _taken, ...rest } = record;
  return { record: rest, session, state: withSocialRecord(state, rest) };
}

/** `POST verification/social/{connectorId}/verify`: the provider's account on the record. */
export async function verifySocialRecord(
  scope: TenantScope,
  context: SocialContext,
  state: ExperienceState,
  taken: { record: SocialRecord; session: SocialSession },
  connectorData: Record<string, unknown>,
) {
  const connector = await requireShownConnector(scope, context, taken.record.connectorId);
  const info = await finishSocialSignIn(connector, taken.session, connectorData, context);
  const record: SocialRecord = {
    ...taken.record,
    syncProfile: connector.row.sync_profile,
    ...(connector.row.enable_token_storage && info.tokens ? { sealedTokens: sealTokenSet(context.vault, info.tokens) } : {}),
    user: {
      id: info.id,
      ...(info.email ? { email: info.email } : {}),
      emailVerified: info.emailVerified,
      ...(info.name ? { name: info.name } : {}),
      ...(info.avatar ? { avatar: info.avatar } : {}),
      rawData: info.rawData,
    },
  };
  return { state: withSocialRecord(state, record), record };
}
