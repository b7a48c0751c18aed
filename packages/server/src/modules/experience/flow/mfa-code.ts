import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { createPasscode, verifyPasscode, type PasscodeTarget } from '../passcodes.js';
import { deletePasscodeById } from '../queries.js';
import { findMfaSettings, identifiedUserOf, lockoutIdentifierOf, underLockout, type MfaContext } from './mfa-context.js';
import { findMfaRecord, recordMfa } from './mfa-records.js';
import type { MfaRecord } from './mfa-state.js';
import type { ExperienceState } from './state.js';
import type { VerificationMessageSender } from './verification.js';

/**
 * A code sent to the user's own primary email or phone as a second factor
 * (`EmailVerificationCode` / `PhoneVerificationCode` in the sign-in experience's factors). The
 * code is a passcode of the `Generic` kind, so it never serves as a first-factor sign-in code.
 */

const factorOf = (type: 'email' | 'phone'): 'EmailVerificationCode' | 'PhoneVerificationCode' =>
  type === 'email' ? 'EmailVerificationCode' : 'PhoneVerificationCode';

const targetOf = (record: Pick<MfaRecord, 'type' | 'target'>): PasscodeTarget =>
  record.type === 'EmailVerificationCode' ? { email: record.target ?? '' } : { phone: record.target ?? '' };

/** `POST verification/mfa-verification-code`. */
export async function sendMfaCodeRecord(
  scope: TenantScope,
  state: ExperienceState,
  input: { identifierType?: 'email' | 'phone' | undefined; interactionJti: string; language?: string | undefined },
  send: VerificationMessageSender,
) {
  const { factors } = await findMfaSettings(scope);
  const user = await identifiedUserOf(scope, state);
  const candidates = (input.identifierType ? [input.identifierType] : (['email', 'phone'] as const)).filter((type) =>
    factors.includes(factorOf(type)),
  );
  if (candidates.length === 0) {
    throw new RequestError('session.mfa.mfa_factor_not_enabled', 400);
  }
  const type = candidates.find((item) => (item === 'email' ? user.primary_email : user.primary_phone));
  const to = type === 'email' ? user.primary_email : type === 'phone' ? user.primary_phone : null;
  if (!type || !to) {
    throw new RequestError('session.mfa.mfa_factor_not_enabled', 400);
  }
  const target: PasscodeTarget = type === 'email' ? { email: to } : { phone: to };
  const { id, code } = await createPasscode(scope, { interactionJti: input.interactionJti, type: 'Generic', target });
  try {
    await send(scope, { kind: type === 'email' ? 'Email' : 'Sms', to, usageType: 'Generic', code, ...(input.language ? { language: input.language } : {}) });
  } catch (error) {
    await deletePasscodeById(scope, id);
    throw error;
  }
  const record: MfaRecord = { id, type: factorOf(type), purpose: 'verify', verified: false, target: to };
  return { state: recordMfa(state, record), record };
}

/** `POST verification/mfa-verification-code/verify`: wrong codes count towards the lockout. */
export async function verifyMfaCodeRecord(
  scope: TenantScope,
  state: ExperienceState,
  input: { verificationId: string; code: string; interactionJti: string },
  context: MfaContext,
) {
  const pending = findMfaRecord(state, input.verificationId, ['EmailVerificationCode', 'PhoneVerificationCode'], 'verify');
  const user = await identifiedUserOf(scope, state);
  const wrong = new Set(['verification_code.code_mismatch', 'verification_code.exceed_max_try']);
  await underLockout(
    scope,
    { identifier: lockoutIdentifierOf(state, user), ip: context.ip, now: context.now, failure: 'verification_code.code_mismatch' },
    async () => {
      try {
        await verifyPasscode(scope, { id: pending.id, interactionJti: input.interactionJti, target: targetOf(pending), code: input.code }, context.now);
        return true;
      } catch (error) {
        if (error instanceof RequestError && wrong.has(error.code)) {
          return false;
        }
        throw error;
      }
    },
  );
  const record: MfaRecord = { ...pending, verified: true };
  return { state: recordMfa(state, record), record };
}
