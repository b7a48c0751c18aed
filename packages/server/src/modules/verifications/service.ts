import type { CodeIdentifier, WebAuthnRegistrationResponse } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import type { Logger } from '../../logger.js';
import type { VerificationMessageSender } from '../experience/flow/verification.js';
import { createPasscode, verifyPasscode } from '../experience/passcodes.js';
import { deletePasscodeById } from '../experience/queries.js';
import { readMfaVerifications } from '../mfa/user-factors.js';
import { createRegistrationOptions, verifyRegistration, type RelyingParty } from '../mfa/webauthn.js';
import { requireUser } from '../roles/assignment-service.js';
import type { UserRow } from '../users/queries.js';
import { assertUserPassword } from '../users/user-password-service.js';
import type { VerificationRecord, VerificationRecords } from './records.js';

export const toCreated = (record: VerificationRecord) => ({
  verificationRecordId: record.id,
  expiresAt: new Date(record.expiresAt).toISOString(),
});

/** `POST /verifications/password`: 422 `user.password_mismatch` unless it is the user's password. */
export async function verifyPasswordForRecord(
  scope: TenantScope,
  records: VerificationRecords,
  userId: string,
  password: string,
  logger: Pick<Logger, 'warn'>,
) {
  await assertUserPassword(scope, userId, password, logger);
  return toCreated(await records.create(scope.tenantId, userId, { type: 'Password', verified: true }));
}

const isOwnIdentifier = (user: UserRow, identifier: CodeIdentifier) =>
  identifier.type === 'email'
    ? user.primary_email?.toLowerCase() === identifier.value.toLowerCase()
    : user.primary_phone === identifier.value;

/**
 * `POST /verifications/verification-code`: a code for the user's own address proves who they
 * are (template `UserPermissionValidation`); one for a new address lets it become theirs
 * (`BindNewIdentifier`). The record id is the code's interaction, so only this record's code works.
 */
export async function sendCodeForRecord(
  scope: TenantScope,
  records: VerificationRecords,
  userId: string,
  identifier: CodeIdentifier,
  send: VerificationMessageSender,
) {
  const user = await requireUser(scope, userId);
  const record = await records.create(scope.tenantId, userId, {
    type: identifier.type === 'email' ? 'EmailVerificationCode' : 'PhoneVerificationCode',
    identifier,
    verified: false,
  });
  const usageType = isOwnIdentifier(user, identifier) ? 'UserPermissionValidation' : 'BindNewIdentifier';
  const target = identifier.type === 'email' ? { email: identifier.value } : { phone: identifier.value };
  const { id, code } = await createPasscode(scope, { interactionJti: record.id, type: usageType, target });
  try {
    await send(scope, { kind: identifier.type === 'email' ? 'Email' : 'Sms', to: identifier.value, usageType, code });
  } catch (error) {
    // A code nobody received must not stay guessable.
    await deletePasscodeById(scope, id);
    await records.remove(scope.tenantId, record.id);
    throw error;
  }
  if (record.type === 'EmailVerificationCode' || record.type === 'PhoneVerificationCode') {
    await records.save({ ...record, codeId: id });
  }
  return toCreated(record);
}

/** `POST /verifications/verification-code/verify`: the code of this record, for this identifier. */
export async function verifyCodeForRecord(
  scope: TenantScope,
  records: VerificationRecords,
  userId: string,
  input: { identifier: CodeIdentifier; verificationId: string; code: string },
) {
  const record = await records.find(scope.tenantId, userId, input.verificationId);
  if (record.type !== 'EmailVerificationCode' && record.type !== 'PhoneVerificationCode') {
    throw new RequestError('verification_record.not_found', 404);
  }
  const same =
    record.identifier.type === input.identifier.type &&
    record.identifier.value.toLowerCase() === input.identifier.value.toLowerCase();
  if (!same) {
    throw new RequestError('verification_code.identifier_mismatch', 400);
  }
  const codeId = record.codeId ?? '';
  const target = input.identifier.type === 'email' ? { email: input.identifier.value } : { phone: input.identifier.value };
  await verifyPasscode(scope, { id: codeId, interactionJti: record.id, target, code: input.code });
  await records.save({ ...record, verified: true });
  return { verificationRecordId: record.id };
}

/** `POST /verifications/web-authn/registration`: options for the page's relying party. */
export async function startWebAuthnRegistration(
  scope: TenantScope,
  records: VerificationRecords,
  userId: string,
  party: RelyingParty,
) {
  const user = await requireUser(scope, userId);
  const existing = readMfaVerifications(user).flatMap((item) => (item.type === 'WebAuthn' ? [item] : []));
  const name = user.username ?? user.primary_email ?? user.primary_phone ?? user.id;
  const options = await createRegistrationOptions(party, { id: user.id, name, displayName: user.name ?? name }, existing, true);
  const record = await records.create(scope.tenantId, userId, {
    type: 'WebAuthn',
    verified: false,
    challenge: options.challenge,
    origin: party.origin,
    rpId: party.rpId,
  });
  return { ...toCreated(record), registrationOptions: options as unknown as Record<string, unknown> };
}

/** `POST /verifications/web-authn/registration/verify`: the browser's answer to those options. */
export async function verifyWebAuthnRegistration(
  scope: TenantScope,
  records: VerificationRecords,
  userId: string,
  input: { verificationRecordId: string; payload: WebAuthnRegistrationResponse },
  rpName: string,
) {
  const record = await records.find(scope.tenantId, userId, input.verificationRecordId);
  if (record.type !== 'WebAuthn' || record.verified) {
    throw new RequestError('verification_record.not_found', 404);
  }
  const credential = await verifyRegistration(
    { rpId: record.rpId, origin: record.origin, rpName },
    input.payload as Parameters<typeof verifyRegistration>[1],
    record.challenge,
  );
  await records.save({
    ...record,
    verified: true,
    credential: {
      credentialId: credential.credentialId,
      publicKey: credential.publicKey,
      counter: credential.counter,
      ...(credential.transports ? { transports: credential.transports } : {}),
    },
  });
  return { verificationRecordId: record.id };
}
