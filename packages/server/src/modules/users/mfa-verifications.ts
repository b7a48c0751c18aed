import type { UserMfaVerification } from '@tessera/schemas';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound } from '../../errors/request-error.js';
import type { UserRow } from './queries.js';
import { lockUser, saveUserData } from './user-updates.js';

type StoredVerification = { id: string; type: string; createdAt: string; lastUsedAt?: string } & Record<string, unknown>;

/** An MFA factor without its secret: a TOTP key, WebAuthn public key, or backup codes. */
export const toMfaVerificationResponse = (stored: StoredVerification): UserMfaVerification => {
  const { id, type, createdAt, lastUsedAt, agent, name, codes } = stored;
  return {
    id,
    type: type as UserMfaVerification['type'],
    createdAt,
    ...(lastUsedAt !== undefined && { lastUsedAt }),
    ...(typeof agent === 'string' && { agent }),
    ...(typeof name === 'string' && { name }),
    ...(Array.isArray(codes) && {
      remainCodes: codes.filter((code: { usedAt?: unknown }) => !code.usedAt).length,
    }),
  };
};

export const listMfaVerifications = (user: UserRow) =>
  (user.mfa_verifications as StoredVerification[]).map(toMfaVerificationResponse);

/** Removes one MFA factor (`user.data.updated`); 404 when the user has no factor with this id. */
export function removeMfaVerification(scope: TenantScope, userId: string, verificationId: string): Promise<UserRow> {
  return scope.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const verifications = user.mfa_verifications as StoredVerification[];
    const remaining = verifications.filter((verification) => verification.id !== verificationId);
    if (remaining.length === verifications.length) {
      throw notFound('mfa_verification', verificationId);
    }
    return saveUserData(tx, userId, { mfa_verifications: toJson(remaining) });
  });
}
