import type { WebAuthnRegistrationResponse } from '@tessera/schemas';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { generateId } from '../../../utils/id.js';
import { addMfaVerification, readMfaVerifications, type WebAuthnVerification } from '../../mfa/user-factors.js';
import { createRegistrationOptions, verifyRegistration, type RelyingParty } from '../../mfa/webauthn.js';
import { findUserById, type UserRow } from '../../users/queries.js';
import { assertSignInEvent } from './passkey-state.js';
import { assertPasskeySignInEnabled, webAuthnCredentialsOf } from './passkey-sign-in.js';
import type { ExperienceState } from './state.js';

/**
 * Enrolment of a passkey after a password sign-in: registration options for a discoverable
 * credential, their verification, then binding to the account. Only a user who proved the
 * password here, and any second factor the account has, may add one: a passkey verified with
 * the user present counts as two factors, so adding one must not be easier than that.
 */

export const signedInWithPassword = (state: ExperienceState) =>
  state.userId !== undefined &&
  state.verificationRecords.some((record) => record.type === 'Password' && record.verified && record.userId === state.userId);

const assertEnrolmentAllowed = (state: ExperienceState, user: UserRow) => {
  const hasSecondFactor = readMfaVerifications(user).length > 0;
  const provedSecondFactor = (state.mfa?.verified.length ?? 0) > 0;
  if (!signedInWithPassword(state) || (hasSecondFactor && !provedSecondFactor)) {
    throw new RequestError('session.passkey.enrolment_not_allowed', 403);
  }
};

async function enrollingUser(scope: TenantScope, state: ExperienceState) {
  assertSignInEvent(state);
  await assertPasskeySignInEnabled(scope);
  const user = state.userId ? await findUserById(scope, state.userId) : undefined;
  if (!user) {
    throw new RequestError('session.identifier_not_found', 400);
  }
  if (user.is_suspended) {
    throw new RequestError('user.suspended', 403);
  }
  assertEnrolmentAllowed(state, user);
  return user;
}

/** What the authenticator shows the passkey as: the account's identifier. */
const accountNameOf = (user: UserRow) => user.username ?? user.primary_email ?? user.primary_phone ?? user.id;

export async function createPasskeyRegistration(scope: TenantScope, state: ExperienceState, party: RelyingParty) {
  const user = await enrollingUser(scope, state);
  const name = accountNameOf(user);
  const options = await createRegistrationOptions(
    party,
    { id: user.id, name, displayName: user.name ?? name },
    webAuthnCredentialsOf(user),
    true,
  );
  const verificationId = generateId();
  const registration = { verificationId, challenge: options.challenge };
  return { state: { ...state, passkey: { ...state.passkey, registration } }, verificationId, options };
}

const findRegistration = (state: ExperienceState, verificationId: string) => {
  const registration = state.passkey?.registration;
  if (registration?.verificationId !== verificationId) {
    throw new RequestError('session.verification_record_not_found', 404);
  }
  return registration;
};

/** Checks the browser's answer; the credential waits on the interaction until it is bound. */
export async function verifyPasskeyRegistration(
  scope: TenantScope,
  state: ExperienceState,
  party: RelyingParty,
  { verificationId, payload }: { verificationId: string; payload: WebAuthnRegistrationResponse },
): Promise<ExperienceState> {
  await assertPasskeySignInEnabled(scope);
  const registration = findRegistration(state, verificationId);
  if (registration.credential) {
    throw new RequestError('session.mfa.webauthn_verification_failed', 400);
  }
  const { userVerified: _unused, ...credential } = await verifyRegistration(
    party,
    payload as RegistrationResponseJSON,
    registration.challenge,
  );
  return { ...state, passkey: { ...state.passkey, registration: { ...registration, credential } } };
}

/** `POST profile/mfa/passkey`: the verified credential joins the user's WebAuthn factors. */
export async function bindPasskey(
  scope: TenantScope,
  state: ExperienceState,
  { verificationId, agent, rpId, now }: { verificationId: string; agent: string; rpId: string; now: Date },
): Promise<ExperienceState> {
  const user = await enrollingUser(scope, state);
  const { credential } = findRegistration(state, verificationId);
  if (!credential) {
    throw new RequestError('session.verification_failed', 400);
  }
  const verification: WebAuthnVerification = {
    id: generateId(),
    type: 'WebAuthn',
    rpId,
    ...credential,
    agent,
    createdAt: now.toISOString(),
  };
  await scope.transaction((tx) => addMfaVerification(tx, user.id, verification));
  const { registration: _bound, ...passkey } = state.passkey ?? {};
  return { ...state, passkey };
}

/** `POST profile/mfa/passkey-skipped`: submit stops offering a passkey in this interaction. */
export function skipPasskey(state: ExperienceState): ExperienceState {
  assertSignInEvent(state);
  return { ...state, passkey: { ...state.passkey, skipped: true } };
}
