import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { generateId } from '../../../utils/id.js';
import { createBackupCodes } from '../../mfa/backup-codes.js';
import { checkTotpCode, createTotpSecret, totpQrCode } from '../../mfa/totp.js';
import {
  factorsOf,
  newBackupCodeVerification,
  newTotpVerification,
  readTotpSecret,
  useBackupCode,
  useTotpCode,
} from '../../mfa/user-factors.js';
import {
  accountNameOf,
  assertFactorEnabled,
  bindingUserOf,
  identifiedUserOf,
  lockoutIdentifierOf,
  underLockout,
  type MfaContext,
} from './mfa-context.js';
import { boundFactorsOf, findMfaRecord, recordMfa } from './mfa-records.js';
import type { MfaRecord } from './mfa-state.js';
import type { ExperienceState } from './state.js';

/**
 * TOTP and backup codes as verification records: binding a new one (its secret or codes wait in
 * the record until bound) and checking the identified user's own.
 */

type Step = { state: ExperienceState; record: MfaRecord };

const recorded = (state: ExperienceState, record: MfaRecord): Step => ({
  state: recordMfa(state, record),
  record,
});

/** `POST verification/totp/secret`: a new secret, encrypted in the record until a code confirms it. */
export async function createTotpSecretRecord(scope: TenantScope, state: ExperienceState, context: MfaContext) {
  await assertFactorEnabled(scope, 'Totp');
  const user = await bindingUserOf(scope, state);
  if (user && factorsOf(user).includes('Totp')) {
    throw new RequestError('session.mfa.factor_already_in_use', 422);
  }
  const secret = createTotpSecret();
  const record: MfaRecord = {
    id: generateId(),
    type: 'Totp',
    purpose: 'bind',
    verified: false,
    factor: newTotpVerification(context.vault, secret, context.now),
  };
  const secretQrCode = await totpQrCode({ issuer: scope.tenantId, label: accountNameOf(state, user), secret });
  return { ...recorded(state, record), secret, secretQrCode };
}

/**
 * `POST verification/totp/verify`. With a record: the code confirms the new secret (a typo is
 * not a guess at the account, so no lockout). Without: the user's TOTP, under the lockout.
 */
export async function verifyTotpRecord(
  scope: TenantScope,
  state: ExperienceState,
  input: { code: string; verificationId?: string | undefined },
  context: MfaContext,
): Promise<Step> {
  await assertFactorEnabled(scope, 'Totp');
  if (input.verificationId !== undefined) {
    const pending = findMfaRecord(state, input.verificationId, ['Totp'], 'bind');
    if (pending.factor?.type !== 'Totp') {
      throw new RequestError('session.verification_record_not_found', 404);
    }
    const check = checkTotpCode({ secret: readTotpSecret(context.vault, pending.factor), code: input.code, now: context.now });
    if (!check.valid) {
      throw new RequestError('session.mfa.invalid_totp_code', 400);
    }
    // The confirming code's step is spent: the first sign-in cannot replay it.
    return recorded(state, { ...pending, verified: true, factor: { ...pending.factor, lastTimeStep: check.timeStep } });
  }
  const user = await identifiedUserOf(scope, state);
  await underLockout(
    scope,
    { identifier: lockoutIdentifierOf(state, user), ip: context.ip, now: context.now, failure: 'session.mfa.invalid_totp_code' },
    async () => (await useTotpCode(scope, context.vault, user.id, input.code, context.now)) || false,
  );
  return recorded(state, { id: generateId(), type: 'Totp', purpose: 'verify', verified: true });
}

/**
 * `POST verification/backup-code/generate`: ten codes, shown once, kept as digests in the record.
 * Binding them needs another factor, the user's or one bound in this interaction (checked at bind).
 */
export async function generateBackupCodeRecord(scope: TenantScope, state: ExperienceState, context: MfaContext) {
  await assertFactorEnabled(scope, 'BackupCode');
  await bindingUserOf(scope, state);
  const codes = createBackupCodes();
  const record: MfaRecord = {
    id: generateId(),
    type: 'BackupCode',
    purpose: 'bind',
    // Nothing to confirm: the user was shown the codes.
    verified: true,
    factor: newBackupCodeVerification(codes, context.now),
  };
  return { ...recorded(state, record), codes };
}

/** `POST verification/backup-code/verify`: spends one of the user's codes, under the lockout. */
export async function verifyBackupCodeRecord(
  scope: TenantScope,
  state: ExperienceState,
  code: string,
  context: MfaContext,
): Promise<Step> {
  await assertFactorEnabled(scope, 'BackupCode');
  const user = await identifiedUserOf(scope, state);
  await underLockout(
    scope,
    { identifier: lockoutIdentifierOf(state, user), ip: context.ip, now: context.now, failure: 'session.mfa.invalid_backup_code' },
    async () => (await useBackupCode(scope, user.id, code, context.now)) || false,
  );
  return recorded(state, { id: generateId(), type: 'BackupCode', purpose: 'verify', verified: true });
}

/** Whether backup codes may be bound now: the user has, or binds here, another factor. */
export const hasFactorToBackUp = (state: ExperienceState, userFactors: readonly string[]) =>
  userFactors.some((type) => type !== 'BackupCode') || boundFactorsOf(state).some((factor) => factor.type !== 'BackupCode');
