import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import {
  finishSocialSignIn,
  identityOfSocialUser,
  requireSocialConnector,
  startSocialSignIn,
} from '../connectors/social-connector.js';
import { keepSocialSession, takeSocialSession } from '../connectors/social-sessions.js';
import { sealTokenSet } from '../connectors/token-storage/service.js';
import type { SocialLinkDependencies } from '../users/social-link.js';
import type { VerificationRecords } from './records.js';
import { toCreated } from './service.js';

/**
 * `POST /verifications/social`: the provider URL (with the caller's `scope` instead of the
 * connector's, when given), the session kept (sealed) under the state for this user and
 * connector, and an unverified record bound to that state.
 */
export async function startSocialVerification(
  scope: TenantScope,
  records: VerificationRecords,
  { context, ephemeral }: SocialLinkDependencies,
  userId: string,
  input: { connectorId: string; redirectUri: string; state: string; scope?: string },
) {
  const connector = await requireSocialConnector(scope, context, input.connectorId);
  const { url, session } = await startSocialSignIn(connector, input, context);
  await keepSocialSession(ephemeral, context.vault, { tenantId: scope.tenantId, connectorId: connector.row.id, userId }, session);
  const record = await records.create(scope.tenantId, userId, {
    type: 'Social',
    verified: false,
    connectorId: input.connectorId,
    state: input.state,
  });
  return { ...toCreated(record), authorizationUri: url };
}

/**
 * `POST /verifications/social/verify`: the callback must carry the record's state and answer the
 * session it started (once); the provider account proven is kept on the record, with the
 * provider's tokens sealed where the connector keeps tokens. The record proves a new identity
 * only, never who the user is.
 */
export async function verifySocialVerification(
  scope: TenantScope,
  records: VerificationRecords,
  { context, ephemeral }: SocialLinkDependencies,
  userId: string,
  input: { verificationRecordId: string; connectorData: Record<string, unknown> },
) {
  const record = await records.find(scope.tenantId, userId, input.verificationRecordId);
  if (record.type !== 'Social' || record.verified) {
    throw new RequestError('verification_record.not_found', 404);
  }
  if (input.connectorData.state !== record.state) {
    throw new RequestError('connector.authorization_failed', 400, { reason: 'state_mismatch' });
  }
  const connector = await requireSocialConnector(scope, context, record.connectorId);
  const session = await takeSocialSession(
    ephemeral,
    context.vault,
    { tenantId: scope.tenantId, connectorId: connector.row.id, userId },
    input.connectorData,
  );
  const info = await finishSocialSignIn(connector, session, input.connectorData, context);
  const sealedTokens = connector.row.enable_token_storage && info.tokens ? sealTokenSet(context.vault, info.tokens) : undefined;
  await records.save({ ...record, verified: true, identity: identityOfSocialUser(connector, info), ...(sealedTokens ? { sealedTokens } : {}) });
  return { verificationRecordId: record.id };
}
