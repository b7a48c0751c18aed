import { normalizeTotpSecret, type CreatedUserMfaVerification, type UserMfaVerificationCreate } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { createBackupCodes } from '../mfa/backup-codes.js';
import { createTotpSecret, totpQrCode } from '../mfa/totp.js';
import { addMfaVerification, newBackupCodeVerification, newTotpVerification } from '../mfa/user-factors.js';
import type { UserRow } from './queries.js';

/**
 * An administrator gives a user a factor (`POST /users/{userId}/mfa-verifications`): a TOTP
 * secret to enter in an authenticator app, or backup codes to hand over. The secret or the codes
 * are answered once; the user row keeps only the encrypted secret and the codes' digests.
 */

/** How the authenticator app names the account: the service's host, then who the user is. */
const totpLabelOf = (user: UserRow) => user.primary_email ?? user.username ?? user.primary_phone ?? user.name ?? user.id;

export async function grantMfaFactor(
  scope: TenantScope,
  input: { vault: SecretVault; issuer: string; userId: string; body: UserMfaVerificationCreate },
): Promise<CreatedUserMfaVerification> {
  const { body } = input;
  if (body.type === 'Totp') {
    const secret = body.secret === undefined ? createTotpSecret() : normalizeTotpSecret(body.secret);
    const user = await scope.transaction((tx) => addMfaVerification(tx, input.userId, newTotpVerification(input.vault, secret)));
    const secretQrCode = await totpQrCode({ issuer: input.issuer, label: totpLabelOf(user), secret });
    return { type: 'Totp', secret, secretQrCode };
  }
  const codes = body.codes ?? createBackupCodes();
  await scope.transaction((tx) => addMfaVerification(tx, input.userId, newBackupCodeVerification(codes)));
  return { type: 'BackupCode', codes };
}
