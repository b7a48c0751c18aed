import type { MfaVerification, MyMfaVerificationCreate } from '@tessera/schemas';
import type { EphemeralStore } from '../../cache/ephemeral-store.js';
import { toJson } from '../../db/json.js';
import { RequestError } from '../../errors/request-error.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { generateId } from '../../utils/id.js';
import { createBackupCodes } from '../mfa/backup-codes.js';
import { checkTotpCode, createTotpSecret, totpQrCode } from '../mfa/totp.js';
import {
  addMfaVerification,
  newBackupCodeVerification,
  newTotpVerification,
  readMfaVerifications,
  renameWebAuthnCredential,
  type BackupCodeVerification,
} from '../mfa/user-factors.js';
import { requireUser } from '../roles/assignment-service.js';
import { toMfaVerificationResponse, removeMfaVerification } from '../users/mfa-verifications.js';
import { lockUser, saveUserData } from '../users/user-updates.js';
import { takeNewIdentifierRecord } from '../verifications/proof.js';
import { verificationRecordLifetimeMs } from '../verifications/records.js';
import { assertEditable, assertReadable, assertVerified, type AccountCaller } from './account-service.js';

export type MfaDependencies = { vault: SecretVault; ephemeral: EphemeralStore; issuer: string };

/** Backup codes shown but not yet saved: only exactly these may be saved, within the window. */
const pendingCodesKey = (tenantId: string, userId: string) => `account-backup-codes:${tenantId}:${userId}`;

export async function listMyMfaVerifications(caller: AccountCaller) {
  assertReadable(caller, 'mfa');
  const user = await requireUser(caller.scope, caller.userId);
  return readMfaVerifications(user).map((item) => toMfaVerificationResponse(item));
}

export async function generateMyTotpSecret(caller: AccountCaller, issuer: string) {
  assertEditable(caller, 'mfa');
  const user = await requireUser(caller.scope, caller.userId);
  const secret = createTotpSecret();
  const label = user.username ?? user.primary_email ?? user.primary_phone ?? user.id;
  return { secret, secretQrCode: await totpQrCode({ issuer, label, secret }) };
}

/** A TOTP secret counts only with a current code computed from it; the code's step is spent. */
const confirmedTotp = (vault: SecretVault, secret: string, code: string) => {
  const check = checkTotpCode({ secret, code });
  if (!check.valid) {
    throw new RequestError('session.mfa.invalid_totp_code', 422);
  }
  return { ...newTotpVerification(vault, secret), lastTimeStep: check.timeStep };
};

/** `POST /my-account/mfa-verifications`: re-verified; the factor is added under the user's row lock. */
export async function addMyMfaVerification(
  caller: AccountCaller,
  input: MyMfaVerificationCreate,
  deps: MfaDependencies,
  agent: string,
) {
  assertEditable(caller, input.type === 'WebAuthn' ? 'passkey' : 'mfa');
  await assertVerified(caller);
  const { scope, userId } = caller;
  let verification: MfaVerification;
  if (input.type === 'Totp') {
    verification = confirmedTotp(deps.vault, input.secret, input.code);
  } else if (input.type === 'BackupCode') {
    const pending = await deps.ephemeral.get(pendingCodesKey(scope.tenantId, userId));
    const expected = pending ? (JSON.parse(pending) as string[]) : [];
    if (expected.length === 0 || expected.join(' ') !== input.codes.join(' ')) {
      throw new RequestError('session.mfa.invalid_backup_code', 422);
    }
    await deps.ephemeral.delete(pendingCodesKey(scope.tenantId, userId));
    verification = newBackupCodeVerification(input.codes);
  } else {
    const record = await takeNewIdentifierRecord(caller.records, userId, scope.tenantId, input.newIdentifierVerificationRecordId, 'WebAuthn');
    const credential = record.credential;
    if (!credential) {
      throw new RequestError('verification_record.new_identifier_not_verified', 400);
    }
    verification = {
      id: generateId(),
      type: 'WebAuthn',
      credentialId: credential.credentialId,
      publicKey: credential.publicKey,
      counter: credential.counter,
      ...(credential.transports ? { transports: credential.transports as never } : {}),
      agent,
      ...(input.name ? { name: input.name } : {}),
      createdAt: new Date().toISOString(),
    };
  }
  await scope.transaction((tx) => addMfaVerification(tx, userId, verification));
}

/** `PUT /my-account/mfa-verifications/totp`: the old secret gives way to a confirmed new one. */
export async function replaceMyTotp(caller: AccountCaller, input: { secret: string; code: string }, deps: MfaDependencies) {
  assertEditable(caller, 'mfa');
  await assertVerified(caller);
  const verification = confirmedTotp(deps.vault, input.secret, input.code);
  await caller.scope.transaction(async (tx) => {
    const user = await lockUser(tx, caller.userId);
    const kept = readMfaVerifications(user).filter(({ type }) => type !== 'Totp');
    await saveUserData(tx, caller.userId, { mfa_verifications: toJson([...kept, verification]) });
  });
}

/** Codes shown once; they replace the old set only when saved back (see addMyMfaVerification). */
export async function generateMyBackupCodes(caller: AccountCaller, deps: MfaDependencies) {
  assertEditable(caller, 'mfa');
  await assertVerified(caller);
  const codes = createBackupCodes();
  await deps.ephemeral.set(pendingCodesKey(caller.scope.tenantId, caller.userId), JSON.stringify(codes), verificationRecordLifetimeMs);
  return { codes };
}

export async function findMyBackupCodes(caller: AccountCaller) {
  assertReadable(caller, 'mfa');
  const user = await assertVerified(caller);
  const set = readMfaVerifications(user).find((item): item is BackupCodeVerification => item.type === 'BackupCode');
  if (!set) {
    throw new RequestError('entity.not_found', 404);
  }
  const codes = set.codes.map((code) => ({ usedAt: code.usedAt ?? null }));
  return { codes, remainCodes: codes.filter((code) => !code.usedAt).length };
}

export async function renameMyPasskey(caller: AccountCaller, verificationId: string, name: string) {
  assertEditable(caller, 'passkey');
  await assertVerified(caller);
  await caller.scope.transaction((tx) => renameWebAuthnCredential(tx, caller.userId, verificationId, name));
}

export async function removeMyMfaVerification(caller: AccountCaller, verificationId: string) {
  assertEditable(caller, 'mfa');
  await assertVerified(caller);
  await removeMfaVerification(caller.scope, caller.userId, verificationId);
}
