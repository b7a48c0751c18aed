import type { CodeIdentifier, ExperienceIdentifier, InteractionEvent, VerificationCodeType } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import type { Logger } from '../../../logger.js';
import { generateId } from '../../../utils/id.js';
import { assertIdentifierNotLocked, recordPasswordAttempt } from '../../sentinel/sentinel.js';
import { findUserByEmail, findUserByPhone, findUserByUsername, type UserRow } from '../../users/queries.js';
import { createPasscode, readPasscode, verifyPasscode, type PasscodeTarget } from '../passcodes.js';
import { deletePasscodeById } from '../queries.js';
import { checkPassword } from '../sign-in.js';
import { sameIdentifier, withRecord, findRecord, type ExperienceState, type VerificationRecord } from './state.js';

/** Sends a code by email or SMS; the connectors area implements it. */
export type VerificationMessageSender = (
  scope: TenantScope,
  message: { kind: 'Email' | 'Sms'; to: string; usageType: VerificationCodeType; code: string; language?: string },
) => Promise<void>;

export const findUserOf = (scope: TenantScope, identifier: ExperienceIdentifier): Promise<UserRow | undefined> => {
  switch (identifier.type) {
    case 'username': {
      return findUserByUsername(scope, identifier.value);
    }
    case 'email': {
      return findUserByEmail(scope, identifier.value);
    }
    case 'phone': {
      return findUserByPhone(scope, identifier.value);
    }
  }
};

const targetOf = (identifier: CodeIdentifier): PasscodeTarget =>
  identifier.type === 'email' ? { email: identifier.value } : { phone: identifier.value };

export const codeRecordType = (identifier: CodeIdentifier) =>
  identifier.type === 'email' ? ('EmailVerificationCode' as const) : ('PhoneVerificationCode' as const);

/**
 * `POST verification/password`: the identifier and password are checked under the identifier's
 * lockout (see checkPassword); the verified record names the user.
 */
export async function verifyPasswordRecord(
  scope: TenantScope,
  state: ExperienceState,
  input: { identifier: ExperienceIdentifier; password: string; ip: string | undefined },
  logger: Pick<Logger, 'warn'>,
): Promise<{ state: ExperienceState; record: VerificationRecord }> {
  const user = await checkPassword(
    scope,
    { identifier: input.identifier.value, password: input.password, ip: input.ip, findUser: () => findUserOf(scope, input.identifier) },
    logger,
  );
  const record: VerificationRecord = {
    id: generateId(),
    type: 'Password',
    identifier: input.identifier,
    verified: true,
    userId: user.id,
  };
  return { state: withRecord(state, record), record };
}

/**
 * `POST verification/verification-code`: creates the code (replacing the interaction's earlier
 * one for the same target and event) and sends it. The record's id is the code's id.
 */
export async function sendCodeRecord(
  scope: TenantScope,
  state: ExperienceState,
  input: { interactionJti: string; identifier: CodeIdentifier; interactionEvent: InteractionEvent; language?: string },
  send: VerificationMessageSender,
): Promise<{ state: ExperienceState; record: VerificationRecord }> {
  const { id, code } = await createPasscode(scope, {
    interactionJti: input.interactionJti,
    type: input.interactionEvent,
    target: targetOf(input.identifier),
  });
  try {
    await send(scope, {
      kind: input.identifier.type === 'email' ? 'Email' : 'Sms',
      to: input.identifier.value,
      usageType: input.interactionEvent,
      code,
      ...(input.language ? { language: input.language } : {}),
    });
  } catch (error) {
    // A code nobody received must not stay guessable.
    await deletePasscodeById(scope, id);
    throw error;
  }
  const record: VerificationRecord = {
    id,
    type: codeRecordType(input.identifier),
    identifier: input.identifier,
    interactionEvent: input.interactionEvent,
    verified: false,
  };
  return { state: withRecord(state, record), record };
}

/**
 * `POST verification/verification-code/verify`. The identifier's password lockout applies to
 * codes too: a locked identifier is refused, and wrong codes count as failed attempts on it.
 */
export async function verifyCodeRecord(
  scope: TenantScope,
  state: ExperienceState,
  input: { interactionJti: string; identifier: CodeIdentifier; verificationId: string; code: string; ip: string | undefined },
  now = new Date(),
): Promise<{ state: ExperienceState; record: VerificationRecord }> {
  const record = findRecord(state, input.verificationId);
  if (record.type === 'Password') {
    throw new RequestError('session.verification_record_not_found', 404);
  }
  if (!sameIdentifier(record.identifier, input.identifier)) {
    throw new RequestError('verification_code.identifier_mismatch', 400);
  }
  const passcode = { id: record.id, interactionJti: input.interactionJti, target: targetOf(input.identifier), code: input.code };
  // The lock is checked before the code is looked at, as ever; the code's row is read meanwhile,
  // in the same trip to the database (a read only: a locked identifier's code stays unconsumed).
  const [, read] = await Promise.all([
    assertIdentifierNotLocked(scope, input.identifier.value, now),
    readPasscode(scope, passcode),
  ]);
  try {
    await verifyPasscode(scope, passcode, now, read);
  } catch (error) {
    if (error instanceof RequestError && ['verification_code.code_mismatch', 'verification_code.exceed_max_try'].includes(error.code)) {
      const minutes = await recordPasswordAttempt(scope, { identifier: input.identifier.value, ip: input.ip, succeeded: false }, now);
      if (minutes !== undefined) {
        throw new RequestError('session.identifier_locked', 403, { minutes });
      }
    }
    throw error;
  }
  // Independent statements, sent together: one trip to the database instead of two.
  const [, user] = await Promise.all([
    recordPasswordAttempt(scope, { identifier: input.identifier.value, ip: input.ip, succeeded: true }, now),
    findUserOf(scope, input.identifier),
  ]);
  const verified: VerificationRecord = { ...record, verified: true, ...(user ? { userId: user.id } : {}) };
  return { state: withRecord(state, verified), record: verified };
}
