import { mfaVerificationGuard, type MfaFactor, type MfaVerification } from '@tessera/schemas';
import { toJson } from '../../db/json.js';
import type { TenantScope, TransactionScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { updateUserWhileFactorsAre, type UserRow } from '../users/queries.js';
import { toUserResponse } from '../users/responses.js';
import { lockUser, saveUserData } from '../users/user-updates.js';
import { digestBackupCode, findUnusedBackupCode } from './backup-codes.js';
import { checkTotpCode } from './totp.js';

/**
 * A user's MFA factors, kept in `users.mfa_verifications`: at most one TOTP secret (encrypted),
 * at most one set of backup codes (digests), any number of WebAuthn credentials. Every change
 * locks the user row, so two requests never both spend the same backup code or TOTP step.
 */

export type TotpVerification = Extract<MfaVerification, { type: 'Totp' }>;
export type WebAuthnVerification = Extract<MfaVerification, { type: 'WebAuthn' }>;
export type BackupCodeVerification = Extract<MfaVerification, { type: 'BackupCode' }>;

/** The user's factors; an entry the guard does not know (a malformed import) is left out. */
export const readMfaVerifications = (user: Pick<UserRow, 'mfa_verifications'>): MfaVerification[] =>
  (user.mfa_verifications as unknown[]).flatMap((entry) => {
    const parsed = mfaVerificationGuard.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });

export const factorsOf = (user: Pick<UserRow, 'mfa_verifications'>): MfaFactor[] => [
  ...new Set(readMfaVerifications(user).map(({ type }) => type)),
];

/** Backup codes only back up another factor; a user with unused codes has some left. */
export const hasUsableBackupCodes = (verification: BackupCodeVerification) =>
  verification.codes.some((code) => !code.usedAt);

export const newTotpVerification = (vault: SecretVault, secret: string, now = new Date()): TotpVerification => ({
  id: generateId(),
  type: 'Totp',
  key: vault.encrypt(secret),
  createdAt: now.toISOString(),
});

export const readTotpSecret = (vault: SecretVault, verification: TotpVerification) => vault.decrypt(verification.key);

export const newBackupCodeVerification = (codes: readonly string[], now = new Date()): BackupCodeVerification => ({
  id: generateId(),
  type: 'BackupCode',
  codes: codes.map((code) => ({ code: digestBackupCode(code) })),
  createdAt: now.toISOString(),
});

const saveVerifications = (tx: TransactionScope, userId: string, verifications: MfaVerification[]) =>
  saveUserData(tx, userId, { mfa_verifications: toJson(verifications) });

/**
 * Adds a factor. A second TOTP secret is refused (`session.mfa.factor_already_in_use`); new backup
 * codes replace the old set (regenerating); backup codes need another factor first.
 */
export async function addMfaVerification(tx: TransactionScope, userId: string, verification: MfaVerification): Promise<UserRow> {
  const user = await lockUser(tx, userId);
  const current = readMfaVerifications(user);
  if (verification.type === 'Totp' && current.some(({ type }) => type === 'Totp')) {
    throw new RequestError('session.mfa.factor_already_in_use', 422);
  }
  if (verification.type === 'WebAuthn' && current.some((item) => item.type === 'WebAuthn' && item.credentialId === verification.credentialId)) {
    throw new RequestError('session.mfa.factor_already_in_use', 422);
  }
  if (verification.type === 'BackupCode' && !current.some(({ type }) => type !== 'BackupCode')) {
    throw new RequestError('session.mfa.backup_code_can_not_be_alone', 422);
  }
  const kept = verification.type === 'BackupCode' ? current.filter(({ type }) => type !== 'BackupCode') : current;
  return saveVerifications(tx, userId, [...kept, verification]);
}

/**
 * Checks a TOTP code against the user's secret and, when it holds, records its step and the time
 * of use in the same locked write. Answers false for a wrong or replayed code, or no TOTP factor.
 */
export async function useTotpCode(
  scope: TenantScope,
  vault: SecretVault,
  userId: string,
  code: string,
  now = new Date(),
): Promise<boolean> {
  return scope.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const verifications = readMfaVerifications(user);
    const totp = verifications.find((item): item is TotpVerification => item.type === 'Totp');
    if (!totp) {
      return false;
    }
    const check = checkTotpCode({ secret: readTotpSecret(vault, totp), code, lastTimeStep: totp.lastTimeStep, now });
    if (!check.valid) {
      return false;
    }
    const used: TotpVerification = { ...totp, lastTimeStep: check.timeStep, lastUsedAt: now.toISOString() };
    await saveVerifications(tx, userId, verifications.map((item) => (item.id === totp.id ? used : item)));
    return true;
  });
}

/** Spends one backup code; false when it matches no unused code. */
export async function useBackupCode(scope: TenantScope, userId: string, code: string, now = new Date()): Promise<boolean> {
  return scope.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const verifications = readMfaVerifications(user);
    const set = verifications.find((item): item is BackupCodeVerification => item.type === 'BackupCode');
    const index = set ? findUnusedBackupCode(set.codes, code) : -1;
    if (!set || index < 0) {
      return false;
    }
    const usedAt = now.toISOString();
    const spent: BackupCodeVerification = {
      ...set,
      lastUsedAt: usedAt,
      codes: set.codes.map((item, position) => (position === index ? { ...item, usedAt } : item)),
    };
    await saveVerifications(tx, userId, verifications.map((item) => (item.id === set.id ? spent : item)));
    return true;
  });
}

/**
 * Stores a WebAuthn credential's new signature counter and time of use after an assertion checked
 * against `user` as read. Usually one write, made only while the user's factors are still as read
 * (a compare-and-set); when another request changed them meanwhile, the locked read-modify-write
 * instead. Either way the stored counter never moves back, also over a concurrent use.
 *
 * `recorded` says whether the change's `User.Data.Updated` is recorded (a hook listens to it): its
 * outbox row must then commit with the write, in a transaction. Otherwise the single statement is
 * atomic on its own, and a transaction would hold the embedded database across two round trips
 * of every passkey sign-in (it bound their throughput: one such transaction per sign-in held the
 * engine about 16 ms under load). Callers ask the hooks (experience/flow/webauthn-use.ts).
 */
export async function recordWebAuthnUse(
  scope: TenantScope,
  user: Pick<UserRow, 'id' | 'mfa_verifications'>,
  credentialId: string,
  newCounter: number,
  { now = new Date(), recorded }: { now?: Date; recorded: boolean },
): Promise<void> {
  const used = (verifications: MfaVerification[]) =>
    verifications.map((item) =>
      item.type === 'WebAuthn' && item.credentialId === credentialId
        ? { ...item, counter: Math.max(item.counter, newCounter), lastUsedAt: now.toISOString() }
        : item,
    );
  const changes = { mfa_verifications: toJson(used(readMfaVerifications(user))) };
  if (!recorded && (await updateUserWhileFactorsAre(scope, user.id, user.mfa_verifications, changes))) {
    return;
  }
  await scope.transaction(async (tx) => {
    const updated = await updateUserWhileFactorsAre(tx, user.id, user.mfa_verifications, changes);
    if (updated) {
      tx.emit('user.data.updated', { user: toUserResponse(updated) });
      return;
    }
    const locked = await lockUser(tx, user.id);
    await saveVerifications(tx, user.id, used(readMfaVerifications(locked)));
  });
}

/** Renames a WebAuthn credential (the account API lets users tell their keys apart). */
export async function renameWebAuthnCredential(tx: TransactionScope, userId: string, verificationId: string, name: string) {
  const user = await lockUser(tx, userId);
  const verifications = readMfaVerifications(user);
  const target = verifications.find((item) => item.id === verificationId && item.type === 'WebAuthn');
  if (!target) {
    throw new RequestError('entity.not_exists_with_id', 404, { name: 'mfa_verification', id: verificationId });
  }
  return saveVerifications(tx, userId, verifications.map((item) => (item.id === verificationId ? { ...item, name } : item)));
}
