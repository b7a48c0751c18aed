import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { startIdentityLink, verifyIdentityLink, type SocialLinkDependencies } from '../users/social-link.js';
import type { VerificationRecords } from './records.js';
import { toCreated } from './service.js';

/**
 * `POST /verifications/social`: the provider URL, with the session kept (sealed) under the
 * state for this user and connector, and an unverified record bound to that state.
 */
export async function startSocialVerification(
  scope: TenantScope,
  records: VerificationRecords,
  dependencies: SocialLinkDependencies,
  userId: string,
  input: { connectorId: string; redirectUri: string; state: string },
) {
  const authorizationUri = await startIdentityLink(scope, dependencies, { ...input, userId });
  const record = await records.create(scope.tenantId, userId, {
    type: 'Social',
    verified: false,
    connectorId: input.connectorId,
    state: input.state,
  });
  return { ...toCreated(record), authorizationUri };
}

/**
 * `POST /verifications/social/verify`: the callback must carry the record's state and answer the
 * session it started (once); the provider account proven is kept on the record. The record
 * proves a new identity only, never who the user is.
 */
export async function verifySocialVerification(
  scope: TenantScope,
  records: VerificationRecords,
  dependencies: SocialLinkDependencies,
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
  const identity = await verifyIdentityLink(scope, dependencies, {
    connectorId: record.connectorId,
    connectorData: input.connectorData,
    sessionUserId: userId,
  });
  await records.save({ ...record, verified: true, identity });
  return { verificationRecordId: record.id };
}
